// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/** The API as a guest sees it: no user, and no company 12. */
const guestApi: typeof fetch = async (input) => {
  const url = String(input);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.includes('user-info')) return json({ authenticated: false, user: null });
  if (url.includes('settings')) return json({ show_company_bookkeeping: false, enable_console_logs: false });
  return json({ detail: 'Not found.' }, 404);
};

const renderAs = (url: string) =>
  render(url, { fetchApi: guestApi, siteUrl: 'https://jobs.example.lr', csrfToken: 'test-csrf-token' });

describe('render', () => {
  it("when a company screen's path also fits a public page's pattern, then it is left to the browser, not a 404", async () => {
    // '/company/post-job' fits '/company/:companyId', but the router shows the company's form there.
    const page = await renderAs('/company/post-job');
    expect(page.status).toBe(200);
    expect(page.html).toBe('');
    expect(page.state).toBe('');
    expect(page.page).toBe(false);
  });

  it('when a page is left to the browser, then the shell answers with the title from the route table', async () => {
    const page = await renderAs('/profile');
    expect(page).toEqual({
      head: '<title>Profile | Liberia Jobs</title>',
      html: '',
      state: '',
      status: 200,
      page: false,
    });
  });

  it('when the login page is asked for, then its form is in the HTML, posting to the page with the CSRF field', async () => {
    const page = await renderAs('/login?next=/jobs');
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).not.toMatch(/<form[^>]*action=/);
    expect(page.html).toContain('<input type="hidden" name="csrfmiddlewaretoken" value="test-csrf-token"/>');
    expect(page.html).toMatch(/<input[^>]*name="email"/);
    // A public page: complete as HTML; its state names only who it was rendered for, no data for an app.
    expect(page.page).toBe(true);
    expect(page.state).toBe('<script type="application/json" id="__LJ_STATE__">{"user":null}</script>');
  });

  it('when a registration page is asked for, then its form is in the first HTML (no blank page until scripts run)', async () => {
    for (const url of ['/register/jobseeker', '/register/company', '/reset-password']) {
      const page = await renderAs(url);
      expect(page.status).toBe(200);
      expect(page.html, url).toMatch(/<form[^>]*method="post"/);
      expect(page.html, url).toContain('name="csrfmiddlewaretoken"');
    }
    const choice = await renderAs('/register');
    expect(choice.html).toContain('href="/register/jobseeker"');
  });

  it('when a refused post is rendered, then the page shows what was typed and the messages', async () => {
    const submission = {
      form: 'login' as const,
      values: { email: 'musu@example.com' },
      fieldErrors: { password: 'Password is required' },
    };
    const page = await render('/login', {
      fetchApi: guestApi,
      siteUrl: 'https://jobs.example.lr',
      csrfToken: 'test-csrf-token',
      submission,
    });
    expect(page.html).toMatch(
      /<input[^>]*name="email"[^>]*value="musu@example.com"|<input[^>]*value="musu@example.com"[^>]*name="email"/,
    );
    expect(page.html).toContain('Password is required');
    const refused = await render('/login', {
      fetchApi: guestApi,
      siteUrl: 'https://jobs.example.lr',
      csrfToken: 'test-csrf-token',
      submission: {
        ...submission,
        fieldErrors: {},
        apiError: { status: 400, data: { detail: 'Invalid email or password.' } },
      },
    });
    expect(refused.html).toContain('role="alert">Invalid email or password.<');
  });

  it('when no route knows the address, then the not-found screen is rendered with a 404', async () => {
    const page = await renderAs('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Page not found | Liberia Jobs</title>');
    expect(page.html).toContain('This page does not exist.');
    expect(page.page).toBe(true);
  });

  it('when a public company page names a company that does not exist, then it is a 404', async () => {
    const page = await renderAs('/company/12');
    expect(page.status).toBe(404);
    expect(page.head).toContain('Company not found');
  });
});
