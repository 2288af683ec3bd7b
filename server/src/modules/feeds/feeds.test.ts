import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FEED_ITEMS } from './feeds';

describe('job feeds', () => {
  let t: TestApp;
  let guest: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
    const companyId = (await createCompany(t.database.db, { name: 'Bong Mines & Sons' })).id;
    await createJob(t.database.db, companyId, { title: 'Closed Driver', isActive: false });
    for (let i = 0; i < FEED_ITEMS + 5; i++) {
      await createJob(t.database.db, companyId, {
        title: i === 0 ? 'Oldest Welder' : `Driver ${i}`,
        location: 'Gbarnga, Bong',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
  });
  afterAll(async () => t.close());

  it(`when the RSS feed is read, then it holds the newest ${FEED_ITEMS} open jobs, escaped, with a Last-Modified`, async () => {
    const response = await guest.get('/api/jobs/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['last-modified']).toBe(new Date(Date.UTC(2026, 0, 1, 0, FEED_ITEMS + 4)).toUTCString());
    expect(response.body.match(/<item>/g)).toHaveLength(FEED_ITEMS);
    expect(response.body).toContain('<title>Driver 54 at Bong Mines &amp; Sons (Gbarnga, Bong)</title>');
    expect(response.body).not.toContain('Closed Driver');
    expect(response.body).not.toContain('Oldest');
  });

  it('when the JSON feed is read with a search, then it holds only the matching jobs, and the same search is its home page', async () => {
    const response = await guest.get('/api/jobs/feed.json', { query: { search: 'welder' } });
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.home_page_url).toMatch(/\/jobs\?search=welder$/);
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual([
      'Oldest Welder at Bong Mines & Sons (Gbarnga, Bong)',
    ]);
  });

  it('when a reader asks again with the ETag, then the answer is a 304 without a body', async () => {
    const first = await guest.get('/api/jobs/feed.xml');
    const again = await guest.get('/api/jobs/feed.xml', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('when the search is not one /jobs accepts, then a 400 names the field', async () => {
    const response = await guest.get('/api/jobs/feed.json', { query: { job_type: 'astronaut' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('job_type');
  });
});
