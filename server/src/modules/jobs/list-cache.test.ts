import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { weakTag } from '../../plugins/conditional-get';
import { createJobListCache, preferredEncoding } from './list-cache';

const answer = (body: string) => ({ body, link: undefined });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job list cache', () => {
  it('when 50 requests miss one key at once, then one computation answers them all', async () => {
    const cache = createJobListCache(5);
    let computations = 0;
    const compute = async () => {
      computations += 1;
      await sleep(20);
      return answer(`answer ${computations}`);
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('/api/jobs/', compute)));
    expect(computations).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['answer 1']));
  });

  it('when the time to live has passed, then the answer is computed again', async () => {
    const cache = createJobListCache(0.05);
    let computations = 0;
    const compute = async () => answer(`answer ${++computations}`);
    expect((await cache.get('k', compute)).body).toBe('answer 1');
    expect((await cache.get('k', compute)).body).toBe('answer 1');
    await sleep(80);
    expect((await cache.get('k', compute)).body).toBe('answer 2');
  });

  it('when a write clears the cache during a computation, then that older answer is not kept', async () => {
    const cache = createJobListCache(60);
    let computations = 0;
    const slow = cache.get('k', async () => {
      await sleep(30);
      return answer(`answer ${++computations}`);
    });
    cache.clear();
    // A request after the write does not join the computation that started before it.
    const fresh = await cache.get('k', async () => answer(`answer ${++computations}`));
    expect((await slow).body).toBe('answer 2');
    expect(fresh.body).toBe('answer 1');
    expect((await cache.get('k', async () => answer('answer 3'))).body).toBe('answer 1');
  });

  it('when more keys than the limit are stored, then the oldest ones are forgotten', async () => {
    const cache = createJobListCache(60, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => answer(key));
    expect((await cache.get('a', async () => answer('a again'))).body).toBe('a again');
    expect((await cache.get('c', async () => answer('c again'))).body).toBe('c');
  });

  it('when a computation fails, then its waiters get the error and the next request tries again', async () => {
    const cache = createJobListCache(60);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer('back'))).body).toBe('back');
  });

  it('when the time to live is 0, then nothing is kept', async () => {
    const cache = createJobListCache(0);
    let computations = 0;
    await cache.get('k', async () => answer(`${++computations}`));
    await cache.get('k', async () => answer(`${++computations}`));
    expect(computations).toBe(2);
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('GET /api/jobs/ with the cache on', () => {
  let t: TestApp;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_LIST_CACHE_SECONDS: '60' } });
    companyId = (await createCompany(t.database.db)).id;
    for (let i = 0; i < 25; i += 1) {
      await createJob(t.database.db, companyId, {
        title: `Nurse ${i}`,
        description: 'Cares for patients. '.repeat(20),
      });
    }
  });
  afterAll(() => t.close());

  const guestList = (url = '/api/jobs/', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("when a guest asks again within the time to live, then a job added behind the server's back is not yet listed", async () => {
    const first = await guestList();
    await createJob(t.database.db, companyId, { title: 'Midwife' });
    const second = await guestList();
    expect(second.json().count).toBe(first.json().count);
    expect(second.body).toBe(first.body);
    expect(second.headers.link).toBe(first.headers.link);
    expect(second.headers.link).toContain('rel="next"');
  });

  it('when a seeker applies through this server, then the next guest list is fresh', async () => {
    const before = (await guestList()).json();
    const seeker = await createApplicant(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    const jobId = before.results[0].id;
    expect((await client.post(`/api/jobs/${jobId}/apply/`, { cover_letter: 'Hello' })).statusCode).toBe(201);
    const after = (await guestList()).json();
    expect(after.count).toBe(before.count + 1); // the Midwife added behind its back shows now
    expect(after.results.find((job: { id: number }) => job.id === jobId).applications_count).toBe(
      before.results[0].applications_count + 1,
    );
  });

  it('when a job seeker is signed in, then the list is computed for them (has_applied) and never shared', async () => {
    const seeker = await createUser(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    await guestList();
    await createJob(t.database.db, companyId, { title: 'Pharmacist' });
    const guest = (await guestList()).json();
    const own = (await client.get('/api/jobs/')).json();
    expect(own.count).toBe(guest.count + 1);
    expect(own.results[0].title).toBe('Pharmacist');
  });

  it('when the browser accepts brotli or gzip, then the cached answer comes compressed and decodes to the same JSON', async () => {
    const plain = await guestList('/api/jobs/?search=nurse');
    const br = await guestList('/api/jobs/?search=nurse', { 'accept-encoding': 'gzip, br' });
    const gzip = await guestList('/api/jobs/?search=nurse', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('when a cached list is sent again, plain or compressed, then it carries the tag of its plain JSON', async () => {
    const miss = await guestList('/api/jobs/?search=cares');
    const hit = await guestList('/api/jobs/?search=cares');
    const br = await guestList('/api/jobs/?search=cares', { 'accept-encoding': 'br' });
    expect(miss.headers.etag).toBe(weakTag(miss.body));
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(miss.headers.etag);
    expect(miss.headers['cache-control']).toBe('no-cache');
  });

  it('when a browser revalidates a cached list with its tag, then the answer is a 304 without a body', async () => {
    const first = await guestList('/api/jobs/?search=nurse', { 'accept-encoding': 'gzip, br' });
    const again = await guestList('/api/jobs/?search=nurse', {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('when a write through this server changes the list, then the old tag gets the new list', async () => {
    const before = await guestList('/api/jobs/?search=nurse');
    const seeker = await createApplicant(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    expect((await client.post(`/api/jobs/${before.json().results[1].id}/apply/`, {})).statusCode).toBe(201);
    const after = await guestList('/api/jobs/?search=nurse', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('when the query is malformed, then the answer is still the 400 naming the field', async () => {
    const response = await guestList('/api/jobs/?cursor=not-ours');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('cursor');
  });
});
