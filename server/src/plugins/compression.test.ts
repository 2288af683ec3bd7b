import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A web build with an asset and a service worker, each with the .br/.gz copies the build writes. */
function webDistWithCopies(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lj-web-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"><!--app-html--></div>');
  for (const file of ['assets/app.js', 'service-worker.js']) {
    writeFileSync(path.join(dir, file), SCRIPT);
    writeFileSync(
      path.join(dir, `${file}.br`),
      brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(SCRIPT));
  }
  return dir;
}

describe('compressed answers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = webDistWithCopies();
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    const company = await createCompany(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      await createJob(t.database.db, company.id, {
        title: `Accountant ${i}`,
        description: 'Keeps the books. '.repeat(30),
      });
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('when the browser accepts brotli, then a job list comes brotli-compressed and decodes to the same answer', async () => {
    const plain = await get('/api/jobs/');
    const compressed = await get('/api/jobs/', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('when the browser accepts only gzip, then the answer is gzip', async () => {
    const plain = await get('/api/jobs/');
    const compressed = await get('/api/jobs/', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('when an answer is smaller than a packet, then it is sent as it is', async () => {
    const response = await get('/companies/api/settings/', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("when a built asset has a .br copy, then that copy is sent with the asset's type and cache rule", async () => {
    const response = await get('/assets/app.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated: no validators to carry.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
    // The very bytes of the build's copy: not compressed again per request.
    expect(response.rawPayload).toEqual(readFileSync(path.join(webDist, 'assets/app.js.br')));
  });

  it('when the service worker is sent compressed, then it is still never cached by the browser', async () => {
    const response = await get('/service-worker.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });
});
