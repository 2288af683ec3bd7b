import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { createTestApp, type TestApp, testConfig } from '../test-app';
import {
  COMPACT_CSP,
  isDocumentAnswer,
  PERMISSIONS_POLICY,
  registerSecurityHeaders,
} from '../../src/plugins/security-headers';

/** The headers every answer carries, whatever its status or origin (API, error, static file). */
function expectSecurityHeaders(response: LightMyRequestResponse, production: boolean) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(csp, 'Content-Security-Policy').not.toBe('');
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  // No inline scripts: script-src (or default-src when it is absent) never allows them.
  const scripts = directive('script-src') ?? directive('default-src') ?? '';
  expect(scripts).not.toBe('');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers['x-powered-by']).toBeUndefined();
  if (production) {
    const hsts = String(response.headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
}

describe.each([
  ['production', true],
  ['development', false],
])('security headers in %s', (env, production) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A minimal built web app, so static files and the page fallback are served too.
    webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>x</title><script src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(path.join(webDist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      env: {
        NODE_ENV: env,
        SECRET_KEY: 'production-secret-key-for-the-header-tests-01',
        WEB_DIST: webDist,
      },
    });
    mkdirSync(path.join(t.config.dataDir, 'media', 'pictures'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'pictures', 'face.webp'), 'RIFF....WEBP');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const guest = () => new TestClient(t.app, freshIp());

  const cases: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
    ['200 JSON', 200, () => guest().get('/accounts/api/csrf/')],
    ['404 JSON', 404, () => guest().get('/api/no-such-thing/')],
    ['400 validation', 400, () => guest().post('/accounts/api/login/', {})],
    ['401', 401, () => guest().get('/accounts/api/auth/profile/')],
    ['401 from a bad Token header', 401, () => guest().get('/api/jobs/', { headers: { authorization: 'Token nope' } })],
    ['403 CSRF', 403, () => guest().post('/accounts/api/logout/', undefined, { noCsrf: true })],
    [
      '413',
      413,
      () => guest().post('/accounts/api/login/', { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    ],
    [
      '415',
      415,
      () =>
        guest().post('/accounts/api/login/', undefined, {
          payload: 'email=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    ['the web app index', 200, () => guest().get('/')],
    ['a front-end route', 200, () => guest().get('/jobs/some-page')],
    ['a static asset', 200, () => guest().get('/assets/app.js')],
    ['an uploaded picture', 200, () => guest().get('/media/pictures/face.webp')],
    ['a missing upload', 404, () => guest().get('/media/pictures/missing.webp')],
  ];

  it.each(cases)('when the answer is %s, then it carries every security header', async (_name, status, call) => {
    const response = await call();
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response, production);
  });

  /** The headers of a page, a picture that may be opened as one (SVG) or any XML. */
  const documentHeaders = ['x-frame-options', 'origin-agent-cluster', 'permissions-policy'];
  /** Helmet defaults for browsers and plugins long gone: sent on no answer. */
  const legacyHeaders = [
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  /** Every header name this plugin may send, to measure what a small answer pays for them. */
  const securityHeaderNames = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    ...legacyHeaders,
    ...documentHeaders,
  ];
  const securityHeaderBytes = (response: LightMyRequestResponse) =>
    securityHeaderNames
      .filter((name) => response.headers[name] !== undefined)
      .reduce((sum, name) => sum + `${name}: ${String(response.headers[name])}\r\n`.length, 0);

  const documents: Array<[string, () => Promise<LightMyRequestResponse>]> = [
    ['the web app index', () => guest().get('/')],
    ['a front-end route', () => guest().get('/jobs/some-page')],
    ['an SVG file', () => guest().get('/favicon.svg')],
  ];

  it.each(documents)('when the answer is %s (a document), then it carries the full set', async (_name, call) => {
    const response = await call();
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toContain("form-action 'self'");
    for (const name of documentHeaders) expect(response.headers[name], name).toBeDefined();
    for (const name of legacyHeaders) expect(response.headers[name], name).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // Framing: both headers say never (SAMEORIGIN beside frame-ancestors 'none' would contradict it).
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(String(response.headers['permissions-policy'])).toContain(`${feature}=()`);
    }
  });

  const others: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
    ['200 JSON', 200, () => guest().get('/api/jobs/')],
    ['404 JSON', 404, () => guest().get('/api/no-such-thing/')],
    ['400 validation', 400, () => guest().post('/accounts/api/login/', {})],
    ['a script', 200, () => guest().get('/assets/app.js')],
    ['the service worker script', 200, () => guest().get('/service-worker.js')],
  ];

  it.each(others)(
    'when the answer is %s (no document), then it carries the compact set',
    async (_name, status, call) => {
      const response = await call();
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response, production);
      expect(response.headers['content-security-policy']).toBe(COMPACT_CSP);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [...documentHeaders, ...legacyHeaders]) expect(response.headers[name], name).toBeUndefined();
    },
  );

  it('when a JSON answer is sent, then its security headers fit in a few hundred bytes', async () => {
    const json = await guest().get('/api/jobs/');
    const page = await guest().get('/');
    // About 300 bytes with HSTS, against about 1 KB for a page.
    expect(securityHeaderBytes(json)).toBeLessThanOrEqual(350);
    expect(securityHeaderBytes(page)).toBeGreaterThan(2 * securityHeaderBytes(json));
  });

  it("when a file's copy is still good (304), then the answer keeps the headers of the file's kind", async () => {
    // The worker's script: hashed build files carry no validators (never revalidated).
    const script = await guest().get('/service-worker.js');
    const svg = await guest().get('/favicon.svg');
    const script304 = await guest().get('/service-worker.js', {
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    const svg304 = await guest().get('/favicon.svg', { headers: { 'if-none-match': String(svg.headers.etag) } });
    expect([script304.statusCode, svg304.statusCode]).toEqual([304, 304]);
    // A 304's headers replace the stored ones in the browser: a page must never get the compact policy.
    expect(script304.headers['content-security-policy']).toBe(COMPACT_CSP);
    expect(svg304.headers['content-security-policy']).toBe(svg.headers['content-security-policy']);
  });

  it("when an answer is a 304 of the app's own (a page, a JSON list), then it keeps the 200's set", async () => {
    const page = await guest().get('/jobs/some-page');
    const list = await guest().get('/api/jobs/');
    const page304 = await guest().get('/jobs/some-page', { headers: { 'if-none-match': String(page.headers.etag) } });
    const list304 = await guest().get('/api/jobs/', { headers: { 'if-none-match': String(list.headers.etag) } });
    expect([page304.statusCode, list304.statusCode]).toEqual([304, 304]);
    expect(page304.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(page304.headers['x-frame-options']).toBe(page.headers['x-frame-options']);
    expect(list304.headers['content-security-policy']).toBe(COMPACT_CSP);
  });

  it("when an upload is served, then its route's own sandbox policy is left as it is", async () => {
    const response = await guest().get('/media/pictures/face.webp');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  });

  it('when one address goes over the reset limit, then the 429 carries every security header', async () => {
    const client = guest();
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 21; i++) {
      response = await client.post('/accounts/api/password-reset/request/', { email: `nobody${i}@example.com` });
    }
    expect(response?.statusCode).toBe(429);
    expectSecurityHeaders(response as LightMyRequestResponse, production);
  });

  // Last, as it breaks the database: a missing table makes the jobs list fail with a 500.
  it('when the server fails (500), then the answer carries every security header', async () => {
    await t.database.db.execute(sql`alter table industries rename to industries_gone`);
    try {
      const response = await guest().get('/api/companies/industries/');
      expect(response.statusCode).toBe(500);
      expectSecurityHeaders(response, production);
    } finally {
      await t.database.db.execute(sql`alter table industries_gone rename to industries`);
    }
  });
});

describe('which answers are documents', () => {
  it('when the type is HTML or any XML, then it is a document; scripts, styles, JSON and images are not', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'application/xml',
      'text/xml; charset=utf-8',
      'application/rss+xml',
    ]) {
      expect(isDocumentAnswer(type, 200, '/x', true), type).toBe(true);
    }
    for (const type of [
      'application/json; charset=utf-8',
      'text/javascript; charset=utf-8',
      'text/css',
      'image/webp',
      'application/manifest+json',
      'text/plain',
    ]) {
      expect(isDocumentAnswer(type, 200, '/x', true), type).toBe(false);
    }
  });

  it('when a 304 names no type, then the extension decides, and no extension counts as a document', () => {
    expect(isDocumentAnswer(undefined, 304, '/assets/app-1a2b.js', false)).toBe(false);
    expect(isDocumentAnswer(undefined, 304, '/manifest.webmanifest', false)).toBe(false);
    expect(isDocumentAnswer(undefined, 304, '/favicon.svg', false)).toBe(true);
    expect(isDocumentAnswer(undefined, 304, '/index.html', false)).toBe(true);
    expect(isDocumentAnswer(undefined, 304, '/jobs', false)).toBe(true);
  });

  it('when an answer has neither type nor body (204, a redirect), then it is no document; with a body it is', () => {
    expect(isDocumentAnswer(undefined, 204, '/api/x/', false)).toBe(false);
    expect(isDocumentAnswer(undefined, 302, '/login', false)).toBe(false);
    expect(isDocumentAnswer(undefined, 200, '/x', true)).toBe(true);
  });
});

describe('inline code allowed by hash', () => {
  const scriptHash = "'sha256-c2NyaXB0LWhhc2gtZm9yLXRoZS10ZXN0cy0wMDAwMDAwMDA='";
  const styleHash = "'sha256-c3R5bGUtaGFzaC1mb3ItdGhlLXRlc3RzLTAwMDAwMDAwMDA='";
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it('when hashes are given, then the documents allow them in script-src and style-src, and other answers do not', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, testConfig(tmpdir()), { scriptHashes: [scriptHash], styleHashes: [styleHash] });
    app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>x</p>'));
    app.get('/data', async () => ({ ok: true }));
    const page = String((await app.inject('/page')).headers['content-security-policy']);
    const data = String((await app.inject('/data')).headers['content-security-policy']);
    await app.close();
    expect(directive(page, 'script-src')).toBe(
      `script-src 'self' https://accounts.google.com/gsi/client ${scriptHash}`,
    );
    expect(directive(page, 'style-src')).toBe(`style-src 'self' https://accounts.google.com/gsi/style ${styleHash}`);
    expect(data).toBe(COMPACT_CSP);
  });

  it('when no hashes are given, then no inline code is allowed', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, testConfig(tmpdir()));
    app.get('/page', (_request, reply) => reply.type('text/html').send('<p>x</p>'));
    const csp = String((await app.inject('/page')).headers['content-security-policy']);
    await app.close();
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://accounts.google.com/gsi/client");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' https://accounts.google.com/gsi/style");
  });
});
