import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEMPLATE = `<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head--></head>
<body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/app.js"></script></body></html>`;

/** A web build folder with only index.html (what the server needs of it). */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return dir;
}

describe('page requests without the SSR build', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('when dist-ssr is absent, then every page answers the plain index.html shell', async () => {
    for (const url of ['/', '/jobs?search=driver', '/jobs/1', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(TEMPLATE);
    }
  });
});

describe('page requests with an SSR build', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    mkdirSync(`${webDist}-ssr`);
    // A stand-in for web/dist-ssr/entry-server.js: asks the API who is signed in, through the fetch it is given.
    writeFileSync(
      path.join(`${webDist}-ssr`, 'entry-server.js'),
      `export async function render(url, { fetchApi, siteUrl }) {
        if (url === '/broken') throw new Error('render failed');
        const info = await (await fetchApi('/accounts/api/auth/user-info/', { headers: { Accept: 'application/json' } })).json();
        const who = info.authenticated ? info.user.email : 'guest';
        return {
          head: '<title>' + url + '</title><link rel="canonical" href="' + siteUrl + url + '">',
          html: '<p>Hello ' + who + ', USD $1 $& $$</p>',
          state: '<script type="application/json" id="__LJ_STATE__">{}</script>',
          status: url === '/missing' ? 404 : 200,
          page: true,
        };
      }`,
    );
    t = await createTestApp({ env: { WEB_DIST: webDist, SITE_URL: 'https://jobs.example.lr' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(`${webDist}-ssr`, { recursive: true, force: true });
  });

  it('when a guest opens a page, then the rendered head, markup and state replace the placeholders', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/jobs?search=driver' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain(
      '<head><title>/jobs?search=driver</title><link rel="canonical" href="https://jobs.example.lr/jobs?search=driver"></head>',
    );
    expect(response.body).not.toContain('<title>Shell</title>');
    // Dollar signs in page text are kept as they are.
    expect(response.body).toContain('<div id="root"><p>Hello guest, USD $1 $& $$</p></div>');
    expect(response.body).toContain('<script type="application/json" id="__LJ_STATE__">{}</script>');
  });

  it("when a signed-in visitor opens a page, then the API calls of the render carry the visitor's session", async () => {
    const db = t.database.db;
    const user = await createUser(db, { email: 'ssr-seeker@example.com' });
    const client = await signIn(t.app, db, user.id);
    const response = await client.request('GET', '/about');
    expect(response.body).toContain('Hello ssr-seeker@example.com');
  });

  it('when the render says the page is missing, then the answer is a 404 with the rendered page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>/missing</title>');
  });

  it('when an older or shorthand address is asked for, then it is a permanent server redirect, not a blank page', async () => {
    const expected: Array<[string, string]> = [
      ['/companies', '/industries'],
      ['/companies/5?ref=nav', '/company/5?ref=nav'],
      ['/job/7', '/jobs/7'],
    ];
    for (const [from, to] of expected) {
      const response = await t.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // A page whose address has the same shape stays a page.
    const profile = await t.app.inject({ method: 'GET', url: '/companies/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<title>/companies/profile</title>');
  });

  it('when the render fails, then the plain shell is sent instead', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });
});

describe('critical CSS of server-rendered pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head-->' +
        '<!--critical-css--><link rel="stylesheet" href="/assets/app.css" media="print"></head>' +
        '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.css'), 'p{margin:0}.hello{color:red}.signed-in-only{color:blue}');
    mkdirSync(`${webDist}-ssr`);
    writeFileSync(
      path.join(`${webDist}-ssr`, 'entry-server.js'),
      `export async function render() {
        return { head: '<title>Hi</title>', html: '<p class="hello">Hello</p>', state: '', status: 200 };
      }`,
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(`${webDist}-ssr`, { recursive: true, force: true });
  });

  it("when a page is rendered, then the rules its markup uses are inline and the page's policy allows exactly them", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    const css = 'p{margin:0}.hello{color:red}';
    expect(response.body).toContain(
      `<style>${css}</style><link rel="stylesheet" href="/assets/app.css" media="print">`,
    );
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const styleSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('style-src '));
    expect(styleSrc?.split(' ')).toContain(hash);
    // Other answers keep the policy without the page's hash.
    const json = await t.app.inject({ method: 'GET', url: '/accounts/api/csrf/' });
    expect(String(json.headers['content-security-policy'])).not.toContain(hash);
  });
});

describe('public pages and app screens', () => {
  const APP_TEMPLATE = `<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head-->
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell.js">
    <noscript><link rel="stylesheet" href="/assets/index.css"></noscript></head>
<body><div id="root"><!--app-html--></div><!--app-state--><noscript>Liberia Jobs needs JavaScript for most pages.</noscript><script type="module">import("/assets/shell.js")</script></body></html>`;
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
    writeFileSync(path.join(webDist, 'index.html'), APP_TEMPLATE);
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(
      path.join(webDist, '.vite', 'page-script.json'),
      JSON.stringify({ 'src/pages/page-script.ts': { file: 'assets/page-abc123.js', isEntry: true } }),
    );
    mkdirSync(`${webDist}-ssr`);
    // /profile stands for an app screen (the shell, rendered by the app), every other address for a public page.
    writeFileSync(
      path.join(`${webDist}-ssr`, 'entry-server.js'),
      `export async function render(url) {
        const page = url !== '/profile';
        return { head: '<title>' + url + '</title>', html: page ? '<p>The page</p>' : '', state: '', status: 200, page };
      }`,
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(`${webDist}-ssr`, { recursive: true, force: true });
  });

  it('when a public page is sent, then it carries the page script and nothing of the React app', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(body).toContain('<div id="root"><p>The page</p></div>');
    expect(body).toContain('<script type="module" async src="/assets/page-abc123.js"></script></body>');
    expect(body).not.toContain('/assets/shell.js');
    expect(body).not.toContain('modulepreload');
    // It works without scripts: no notice says otherwise. The stylesheet's own <noscript> stays.
    expect(body).not.toContain('needs JavaScript');
    expect(body).toContain('<noscript><link rel="stylesheet" href="/assets/index.css"></noscript>');
  });

  it('when an app screen is sent, then it is the shell that starts the React app, without the page script', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(body).toContain('<script type="module">import("/assets/shell.js")</script>');
    expect(body).toContain('modulepreload');
    expect(body).not.toContain('page-abc123.js');
  });
});
