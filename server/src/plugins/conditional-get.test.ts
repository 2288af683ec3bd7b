import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createUser, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { matchesTag, pageContent, weakTag } from './conditional-get';
import { maskCsrfSecret, newCsrfSecret } from './csrf';

describe('tags', () => {
  it('when the body is the same, then the tag is the same; another body, another tag', () => {
    expect(weakTag('{"a":1}')).toBe(weakTag(Buffer.from('{"a":1}')));
    expect(weakTag('{"a":1}')).not.toBe(weakTag('{"a":2}'));
    expect(weakTag('x')).toMatch(/^W\/"[\w-]{20}"$/);
  });

  it('when If-None-Match lists tags, then any of them, weak or strong, or *, matches', () => {
    const tag = weakTag('x');
    const opaque = tag.slice(2);
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag(opaque, tag)).toBe(true);
    expect(matchesTag(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('W/"other"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
    expect(matchesTag('', tag)).toBe(false);
  });

  it("when a page differs only in its data's fetch times, then its content is the same; JSON is left as it is", () => {
    const at = (time: number) =>
      `<p>Nurse</p><script type="application/json">{"queries":[{"dehydratedAt":${time},"state":{"dataUpdatedAt":${time},"errorUpdatedAt":0}}]}</script>`;
    expect(pageContent(at(1), 'text/html; charset=utf-8')).toBe(pageContent(at(2), 'text/html'));
    expect(pageContent(`${at(1)}<p>Driver</p>`, 'text/html')).not.toBe(pageContent(at(1), 'text/html'));
    const json = '{"dataUpdatedAt":5}';
    expect(pageContent(json, 'application/json')).toBe(json);
  });

  it("when a page differs only in how its CSRF tokens are masked, then its content is the same; another secret's is not", () => {
    const page = (token: string) =>
      `<form><input type="hidden" name="csrfmiddlewaretoken" value="${token}"/></form><script type="application/json">{"user":null,"csrfToken":"${token}"}</script>`;
    const secret = newCsrfSecret();
    const first = maskCsrfSecret(secret);
    const second = maskCsrfSecret(secret);
    expect(first).not.toBe(second);
    expect(pageContent(page(first), 'text/html')).toBe(pageContent(page(second), 'text/html'));
    expect(pageContent(page(first), 'text/html')).not.toBe(
      pageContent(page(maskCsrfSecret(newCsrfSecret())), 'text/html'),
    );
  });
});

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

describe('conditional GET through the app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-etag-'));
    writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    mkdirSync(`${webDist}-ssr`);
    // A stand-in for the server build: each render stamps its data with the time, as TanStack Query does.
    writeFileSync(
      path.join(`${webDist}-ssr`, 'entry-server.js'),
      `let renders = 0;
      export async function render(url, { fetchApi }) {
        renders += 1;
        const info = await (await fetchApi('/accounts/api/auth/user-info/')).json();
        const who = info.authenticated ? info.user.email : 'guest';
        const state = JSON.stringify({ queries: [{ dehydratedAt: 1000 + renders, state: { dataUpdatedAt: 2000 + renders } }] });
        return {
          head: '<title>' + url + '</title>',
          html: '<p>Hello ' + who + '</p>' + '<p>Jobs in Monrovia.</p>'.repeat(80),
          state: '<script type="application/json" id="__LJ_STATE__">' + state + '</script>',
          status: 200,
        };
      }`,
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    const company = await createCompany(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      await createJob(t.database.db, company.id, { title: `Driver ${i}`, description: 'Drives. '.repeat(40) });
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(`${webDist}-ssr`, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('when a guest reads a list twice, then both answers carry the same weak tag and may be kept and revalidated', async () => {
    const first = await get('/api/jobs/');
    const second = await get('/api/jobs/');
    expect(first.headers.etag).toMatch(/^W\//);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBe(weakTag(first.body));
  });

  it('when If-None-Match names the current tag, then the answer is a 304 without a body', async () => {
    const first = await get('/api/jobs/');
    const again = await get('/api/jobs/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('when the tag is an older one, then the whole answer comes back with the new tag', async () => {
    const response = await get('/api/jobs/', { 'if-none-match': 'W/"an-older-version-of-it"' });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBeGreaterThan(0);
    expect(response.headers.etag).toBe(weakTag(response.body));
  });

  it('when the answer comes brotli-compressed, then its tag is the plain content’s, and a match is a 304', async () => {
    const plain = await get('/api/jobs/?page=1&view=card');
    const br = await get('/api/jobs/?page=1&view=card', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get('/api/jobs/?page=1&view=card', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.rawPayload.length).toBe(0);
  });

  it('when the content changes, then the old tag no longer matches', async () => {
    const before = await get('/api/jobs/locations/');
    const company = await createCompany(t.database.db);
    await createJob(t.database.db, company.id, { title: 'Pilot', location: 'Gbarnga' });
    const after = await get('/api/jobs/locations/', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('when a HEAD asks, then it gets the tag of the GET and its 304', async () => {
    const get200 = await get('/api/jobs/');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/jobs/' });
    expect(head.headers.etag).toBe(get200.headers.etag);
    const head304 = await t.app.inject({
      method: 'HEAD',
      url: '/api/jobs/',
      headers: { 'if-none-match': String(get200.headers.etag) },
    });
    expect(head304.statusCode).toBe(304);
  });

  it('when a job seeker is signed in, then their no-store answers carry no tag and are never a 304', async () => {
    const seeker = await createUser(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    const guestTag = String((await get('/api/jobs/')).headers.etag);
    const own = await client.get('/api/jobs/', { headers: { 'if-none-match': guestTag } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    const profile = await client.get('/accounts/api/auth/user-info/');
    expect(profile.headers.etag).toBeUndefined();
  });

  it('when the answer is an error or a write, then it has no tag', async () => {
    expect((await get('/api/jobs/999999/')).headers.etag).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/accounts/api/login/', payload: {} });
    expect(write.headers.etag).toBeUndefined();
  });

  it('when a server-rendered page is rendered again, then its tag holds despite new fetch times, and a match is a 304', async () => {
    const first = await get('/jobs?search=driver');
    const second = await get('/jobs?search=driver');
    expect(second.body).not.toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The page's own cache rules stay: private, revalidated, per cookie.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    const again = await get('/jobs?search=driver', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('when a signed-in visitor opens a page, then it is tagged for their own browser only (private, per cookie)', async () => {
    const seeker = await createUser(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    const guestPage = await get('/jobs');
    const own = await client.get('/jobs', { headers: { 'if-none-match': String(guestPage.headers.etag) } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(seeker.email);
    expect(own.headers.etag).not.toBe(guestPage.headers.etag);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });
});
