// @vitest-environment node
import type { Job, JobApplicationsResponse, User } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';

const seeker: User = {
  id: 7,
  email: 'musu@example.com',
  user_type: 'job_seeker',
  first_name: 'Musu',
  last_name: 'Kollie',
  company: null,
  profile: null,
};
const companyUser: User = { ...seeker, id: 8, email: 'hr@example.com', user_type: 'company' };

const job: Job = {
  id: 5,
  title: 'Field Accountant',
  description: 'Keep the books of our Gbarnga office.',
  requirements: '',
  company: { id: 3, name: 'Bong Mining Services', logo: null, description: '', industry: null, verified: false },
  location: 'Gbarnga',
  is_remote: false,
  remote_option: '',
  job_type: 'full_time',
  job_type_display: 'Full-time',
  experience_level: 'mid',
  experience_level_display: 'Mid level',
  pay_period: 'monthly',
  salary_min: 350,
  salary_max: 600,
  salary_currency: 'USD',
  is_active: true,
  created_at: '2026-03-12T10:00:00Z',
  deadline: null,
  skills: [],
  education_requirements: '',
  benefits: '',
  seniority_level: '',
  employment_type: '',
  positions_available: 1,
  has_applied: false,
  accepting_applications: true,
  applications_count: 0,
  views: 0,
};

const application = (userId: number): JobApplicationsResponse['applications'][number] => ({
  id: 11,
  status: 'pending',
  applied_at: '2026-03-13T10:00:00Z',
  cover_letter: 'Hello.',
  profile_missing: [],
  user: { id: userId, name: 'Musu Kollie', email: seeker.email, phone_number: '', location: '', profile_picture: null },
  applicant: { name: 'Musu Kollie', email: seeker.email, profile_picture: null },
});

/** The API as `user` sees it, with the job's applications as given; `asked` records the paths read. */
function apiAs(user: User | null, applications: JobApplicationsResponse['applications'] = [], shown: Job = job) {
  const asked: string[] = [];
  const fetchApi: typeof fetch = async (input) => {
    const url = String(input);
    asked.push(url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('user-info')) return json({ authenticated: user !== null, user });
    if (url.includes('settings')) return json({ show_company_bookkeeping: false, enable_console_logs: false });
    if (url.endsWith('/api/jobs/5/')) return json(shown);
    if (url.endsWith('/accounts/api/jobs/5/applications/'))
      return json({ job: { id: 5, title: job.title }, applications });
    return json({ detail: 'Not found.' }, 404);
  };
  return { fetchApi, asked };
}

const renderJob = (api: ReturnType<typeof apiAs>) =>
  render('/jobs/5', { fetchApi: api.fetchApi, siteUrl: 'https://jobs.example.lr', csrfToken: 'test-csrf-token' });

/** The markup of the apply area (its section), so other forms of the page (Logout) don't count. */
const applyArea = (html: string) => /<section aria-labelledby="apply-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('the job page as the server renders it', () => {
  it('when the job accepts no more applications, then a guest, a company and a seeker who has not applied all read that it is closed', async () => {
    const closed = { ...job, accepting_applications: false };
    for (const user of [null, companyUser, seeker]) {
      const area = applyArea((await renderJob(apiAs(user, [], closed))).html);
      expect(area).toContain('This job is no longer accepting applications.');
      expect(area).not.toContain('Log in to apply');
      expect(area).not.toContain('Apply Now');
    }
  });

  it('when a job seeker who has not applied opens it, then the first HTML holds the apply form, posting to the page', async () => {
    const api = apiAs(seeker);
    const page = await renderJob(api);
    const area = applyArea(page.html);
    expect(area).toMatch(/<form method="post">/);
    expect(area).toContain('<input type="hidden" name="csrfmiddlewaretoken" value="test-csrf-token"/>');
    expect(area).toMatch(/<textarea[^>]*name="cover_letter"/);
    expect(area).toContain('Apply Now');
    expect(area).not.toContain('Checking your application...');
    expect(api.asked).toContain('/accounts/api/jobs/5/applications/');
    // While the browser sends it, the page script's words (pages/sending.ts).
    expect(area).toMatch(/<button type="submit"[^>]*data-sending="Applying..."/);
  });

  it('when the server refused an application posted before the app started, then the page says so as the app would', async () => {
    const page = await render('/jobs/5', {
      fetchApi: apiAs(seeker).fetchApi,
      siteUrl: 'https://jobs.example.lr',
      csrfToken: 'test-csrf-token',
      submission: {
        form: 'apply',
        values: { cover_letter: 'Five years in Gbarnga.' },
        fieldErrors: {},
        apiError: { status: 400, data: { detail: 'This job is no longer accepting applications.' } },
      },
    });
    const area = applyArea(page.html);
    expect(area).toContain('Failed to submit application. Please try again.');
    expect(area).toContain('This job is no longer accepting applications.');
    expect(area).toMatch(/<textarea[^>]*name="cover_letter"[^>]*>Five years in Gbarnga.<\/textarea>/);
  });

  it('when the job seeker is among its applicants, then the first HTML says Applied Successfully', async () => {
    const page = await renderJob(apiAs(seeker, [application(seeker.id)]));
    const area = applyArea(page.html);
    expect(area).toMatch(/<button type="button" class="btn btn-success" disabled="">Applied Successfully<\/button>/);
    expect(area).not.toContain('<form');
  });

  it('when a company user or a guest opens it, then the applications are not asked for', async () => {
    const company = apiAs(companyUser);
    expect(applyArea((await renderJob(company)).html)).toContain('Only job seekers can apply for jobs.');
    const guest = apiAs(null);
    expect(applyArea((await renderJob(guest)).html)).toContain('Log in to apply');
    expect([...company.asked, ...guest.asked].filter((url) => url.includes('applications'))).toEqual([]);
  });

  it('when a job seeker opens it, then the navigation works without scripts: menus on details, Logout a form', async () => {
    const { html } = await renderJob(apiAs(seeker));
    expect(html).toMatch(
      /<details class="details-menu navbar-menu"><summary class="navbar-toggler"[^>]*aria-label="Toggle navigation"/,
    );
    expect(html).toContain('<details class="details-menu"><summary class="nav-link dropdown-toggle">My CV</summary>');
    expect(html).toMatch(
      /<form action="\/logout" method="post"><input type="hidden" name="csrfmiddlewaretoken" value="test-csrf-token"\/><button type="submit"[^>]*>Logout<\/button><\/form>/,
    );
    // The browser owns the menus' state: never rendered open.
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});
