import { expect, test } from '@playwright/test';

/** /jobs links the feeds of its search; a job page shares to WhatsApp. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when /jobs shows a search, then its head links the RSS and JSON feeds of that search, server-rendered too, and they hold its jobs', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/jobs?search=driver')).text();
  expect(html).toMatch(
    /<head>[\s\S]*<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/api\/jobs\/feed\.xml\?search=driver"[\s\S]*<\/head>/,
  );

  await page.goto('/jobs?search=driver');
  const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(rss).toHaveAttribute('href', '/api/jobs/feed.xml?search=driver');
  const feed = await request.get((await rss.getAttribute('href')) ?? '');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toMatch(/<title>[^<]*Driver[^<]* at /i);
  const again = await request.get('/api/jobs/feed.xml?search=driver', {
    headers: { 'If-None-Match': feed.headers().etag ?? '' },
  });
  expect(again.status()).toBe(304);
  const json = await request.get('/api/jobs/feed.json?search=driver');
  expect(((await json.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
});

test('when a visitor opens a job, then a WhatsApp link carries the title, the company and the job address', async ({
  page,
  request,
}) => {
  const { results } = (await (await request.get('/api/jobs/?view=card')).json()) as {
    results: Array<{ id: number; title: string; company: { name: string } }>;
  };
  const job = results[0] as { id: number; title: string; company: { name: string } };
  await page.goto(`/jobs/${job.id}`);
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  const href = new URL((await share.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  const text = href.searchParams.get('text') ?? '';
  expect(text).toContain(`${job.title} at ${job.company.name}`);
  expect(text).toContain(page.url());
});
