// @vitest-environment node
import type { FormSubmission, Job, JobApplicationsResponse, User } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { seekerUser } from '../../testing/seeker';

/** Musu Kollie, with no phone number yet. */
const seeker = seekerUser();
const companyUser: User = { ...seeker, id: 8, email: 'hr@example.com', user_type: 'company', profile: null };
/** A new account: no name, no phone number. */
const newSeeker: User = { ...seeker, id: 9, first_name: '', last_name: '' };
/** A seeker whose profile has a name and a phone number. */
const completeSeeker = seekerUser({ phone_number: '+231770123456' });

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
  by_phone: false,
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

const renderJob = (api: ReturnType<typeof apiAs>, submission?: FormSubmission) =>
  render('/jobs/5', {
    fetchApi: api.fetchApi,
    siteUrl: 'https://jobs.example.lr',
    csrfToken: 'test-csrf-token',
    ...(submission && { submission }),
  });

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
    const api = apiAs(completeSeeker);
    const page = await renderJob(api);
    const area = applyArea(page.html);
    expect(area).toMatch(/<form novalidate="" method="post">/i);
    expect(area).toContain('<input type="hidden" name="csrfmiddlewaretoken" value="test-csrf-token"/>');
    expect(area).toMatch(/<textarea[^>]*name="cover_letter"/);
    expect(area).toContain('Apply Now');
    expect(area).not.toContain('Checking your application...');
    expect(api.asked).toContain('/accounts/api/jobs/5/applications/');
    // While the browser sends it, the page script's words (pages/sending.ts).
    expect(area).toMatch(/<button type="submit"[^>]*data-sending="Applying..."/);
  });

  it('when a seeker whose profile has a name and a phone number opens it, then Apply Now is one click: no other field', async () => {
    const area = applyArea((await renderJob(apiAs(completeSeeker))).html);
    expect(area).toContain('Apply Now');
    expect(area).not.toContain('name="full_name"');
    expect(area).not.toContain('name="phone_number"');
  });

  it('when a new seeker without a name or a phone number opens it, then the apply form asks for both, saved on the profile', async () => {
    const area = applyArea((await renderJob(apiAs(newSeeker))).html);
    // The server's messages, not the browser's, say what is missing (attribute names are case-blind in HTML).
    expect(area).toMatch(/<form novalidate="" method="post">/i);
    expect(area).toContain('The employer needs these to call you. They are saved on your profile.');
    const name = /<label for="[^"]+" class="form-label">Full name<\/label><input[^>]*>/.exec(area)?.[0] ?? '';
    expect(name).toContain('name="full_name"');
    expect(name).toContain('required=""');
    const phone = /<label for="[^"]+" class="form-label">Phone number<\/label><input[^>]*>/.exec(area)?.[0] ?? '';
    expect(phone).toContain('name="phone_number"');
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('required=""');
    expect(area).toContain('A Liberian number such as 0770 123 456, or an international one starting with +.');
    // Only what is missing: a seeker with a name is asked for the phone number alone.
    const named = applyArea((await renderJob(apiAs({ ...newSeeker, first_name: 'Kebeh' }))).html);
    expect(named).not.toContain('name="full_name"');
    expect(named).toContain('name="phone_number"');
  });

  it('when the server refused the name or phone typed in the apply form, then everything typed is back, the message at its field, which takes the focus', async () => {
    const page = await renderJob(apiAs(newSeeker), {
      form: 'apply',
      values: { cover_letter: 'I sold at Red Light.', full_name: 'Kebeh Flomo', phone_number: '0660 123 456' },
      fieldErrors: { phone_number: 'A Liberian mobile number starts with 077, 088 or 055 and has 10 digits.' },
    });
    const area = applyArea(page.html);
    expect(area).toMatch(/<input[^>]*name="full_name"[^>]*value="Kebeh Flomo"/);
    const phone = /<input[^>]*name="phone_number"[^>]*>/.exec(area)?.[0] ?? '';
    expect(phone).toContain('value="0660 123 456"');
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toContain('data-focus-on-load="true"');
    expect(/<input[^>]*name="full_name"[^>]*>/.exec(area)?.[0]).not.toContain('data-focus-on-load');
    expect(area).toContain('A Liberian mobile number starts with 077, 088 or 055 and has 10 digits.');
    expect(area).toMatch(/<textarea[^>]*name="cover_letter"[^>]*>I sold at Red Light.<\/textarea>/);
    expect(area).not.toContain('Failed to submit application.');
  });

  it('when the server refused an application posted before the app started, then the page says so as the app would', async () => {
    const page = await renderJob(apiAs(seeker), {
      form: 'apply',
      values: { cover_letter: 'Five years in Gbarnga.' },
      fieldErrors: {},
      apiError: { status: 400, data: { detail: 'This job is no longer accepting applications.' } },
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
