import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from '../fixtures';

/** vnu-jar exports the path of the Nu Html Checker's jar (the W3C checker, offline). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

type Page = { name: string; url: string; status: number; html: string };
type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

/**
 * Messages the checker gets wrong, each with why (none so far). An entry must match one exact message,
 * never a family of them: a finding in our markup is fixed, not filtered.
 */
const CHECKER_LIMITATIONS: Array<{ message: string; why: string }> = [];

async function fetchPage(
  request: APIRequestContext,
  name: string,
  url: string,
  status: number,
  init?: { form: Record<string, string> },
): Promise<Page> {
  const response = init ? await request.post(url, init) : await request.get(url);
  expect(response.status(), `${name} (${url})`).toBe(status);
  expect(response.headers()['content-type'], `${name} (${url})`).toMatch(/^text\/html/);
  const html = await response.text();
  // Rendered by the server (not the empty shell), with its main heading (axe: page-has-heading-one).
  expect(/<h1[\s>]/.test(html), `${name} (${url}) has an h1`).toBe(true);
  return { name, url, status, html };
}

/** Runs the checker once over every page: one Java start (a few seconds) rather than one per page. */
function checkHtml(pages: Page[]): Array<VnuMessage & { page: Page }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lj-vnu-'));
  try {
    const files = new Map<string, Page>();
    pages.forEach((page, index) => {
      const file = path.join(dir, `${String(index + 1).padStart(2, '0')}-${page.name.replaceAll(/\W+/g, '-')}.html`);
      writeFileSync(file, page.html);
      files.set(file, page);
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) {
      throw new Error(
        `The HTML checker needs Java 11 or later on the PATH (Debian: openjdk-17-jre-headless): ${run.error.message}`,
      );
    }
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The HTML checker did not answer JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    return messages.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      const page = files.get(file);
      if (!page) throw new Error(`The HTML checker named a file it was not given: ${message.url}`);
      return { ...message, page };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per finding, the pages it is on after it: a shared part (the head, the header) fails every page. */
function report(messages: Array<VnuMessage & { page: Page }>): string[] {
  const found = new Map<string, string[]>();
  for (const message of messages) {
    const key = `${message.message}${message.extract ? `\n    ${message.extract.replaceAll('\n', ' ')}` : ''}`;
    const where = `${message.page.name} (${message.page.url}) ${message.lastLine}:${message.firstColumn}`;
    found.set(key, [...(found.get(key) ?? []), where]);
  }
  return [...found].map(([key, where]) => `${key}\n    on: ${where.join(', ')}`);
}

test('when every kind of server-rendered page is read by the Nu Html Checker, then it finds no errors', async ({
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const jobs = (await (await request.get('/api/jobs/?status=active')).json()) as {
    results: Array<{ id: number; title: string; company: { id: number } }>;
  };
  const job = jobs.results[0];
  if (!job) throw new Error('the demo data has no active job');
  const industries = (await (await request.get('/api/companies/industries/')).json()) as Array<{
    id: number;
    company_count: number;
  }>;
  const industry = industries.find((candidate) => candidate.company_count > 0);
  if (!industry) throw new Error('the demo data has no industry with companies');
  const searchWord = job.title.split(/\s+/)[0] ?? 'driver';

  const guestPages: Array<[name: string, url: string, status: number]> = [
    ['home', '/', 200],
    ['jobs', '/jobs', 200],
    ['job search', `/jobs?search=${encodeURIComponent(searchWord)}`, 200],
    ['job', `/jobs/${job.id}`, 200],
    ['industries', '/industries', 200],
    ["an industry's companies", `/industries/${industry.id}/companies`, 200],
    ['company', `/company/${job.company.id}`, 200],
    ['company profile', `/companies/profile/${job.company.id}`, 200],
    ['about', '/about', 200],
    ['privacy policy', '/privacy-policy', 200],
    ['login', '/login', 200],
    ['register', '/register', 200],
    ['register job seeker', '/register/jobseeker', 200],
    ['register company', '/register/company', 200],
    ['reset password', '/reset-password', 200],
    ['reset password confirm', '/reset-password/confirm?uid=MQ&token=not-a-real-token', 200],
    ['missing page', '/no-such-page', 404],
    ['missing job', '/jobs/99999999', 404],
    ['missing company', '/company/99999999', 404],
  ];
  const pages: Page[] = [];
  for (const [name, url, status] of guestPages) pages.push(await fetchPage(request, name, url, status));

  // A form sent back with the app's messages (posted before the app started, fields left empty).
  const csrfField = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(
    pages.find((p) => p.name === 'login')?.html ?? '',
  );
  if (!csrfField?.[1]) throw new Error('the login page has no CSRF field');
  pages.push(
    await fetchPage(request, 'login refused', '/login', 400, {
      form: { csrfmiddlewaretoken: csrfField[1], email: '', password: '' },
    }),
  );

  // A signed-in view: a job page as a job seeker (their navigation; the apply area follows the app).
  const seeker = await playwright.request.newContext({ baseURL });
  try {
    await registerThroughApi(seeker, uniqueEmail('vnu'), 'gbarnga-market-2026', 'job_seeker');
    const signedIn = await fetchPage(seeker, 'job, signed in as a job seeker', `/jobs/${job.id}`, 200);
    expect(signedIn.html.includes('My Applications'), 'the server rendered the job seeker navigation').toBe(true);
    pages.push(signedIn);
  } finally {
    await seeker.dispose();
  }

  const messages = checkHtml(pages).filter(
    (message) => !CHECKER_LIMITATIONS.some((limitation) => limitation.message === message.message),
  );
  const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
  const errors = messages.filter((message) => message.type !== 'info');
  console.info(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
  // Warnings don't fail the test, but are shown, so a new one is seen when it appears.
  if (warnings.length) console.warn(`Nu Html Checker warnings:\n${report(warnings).join('\n')}`);
  expect(report(errors), `Nu Html Checker errors in ${pages.length} pages`).toEqual([]);
});
