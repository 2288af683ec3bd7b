import { previewText } from '@lj/contract';
import type { JobRow } from '../jobs';
import { escapeXml } from '../../lib/xml';

/** Open jobs a feed holds at most (docs/decisions/0068-feeds.md): the newest of the search, enough for any reader. */
export const FEED_ITEMS = 50;
const SUMMARY_LENGTH = 300;

export type FeedInfo = { siteName: string; siteUrl: string; pageUrl: string; feedUrl: string };

const jobUrl = (siteUrl: string, id: number) => new URL(`/jobs/${id}`, `${siteUrl}/`).toString();
const place = (job: JobRow) => [job.location, job.isRemote ? 'Remote' : ''].filter(Boolean).join(', ');
const itemTitle = (job: JobRow) => `${job.title} at ${job.company.name}${place(job) ? ` (${place(job)})` : ''}`;
const summary = (job: JobRow) => previewText(job.description.replaceAll(/\s+/g, ' ').trim(), SUMMARY_LENGTH);

/** RSS 2.0 of the search's newest open jobs. */
export function renderRss(info: FeedInfo, jobs: JobRow[]): string {
  const newest = jobs[0]?.createdAt ?? new Date(0);
  const items = jobs.map((job) => {
    const url = escapeXml(jobUrl(info.siteUrl, job.id));
    return [
      '<item>',
      `<title>${escapeXml(itemTitle(job))}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${job.createdAt.toUTCString()}</pubDate>`,
      `<description>${escapeXml(summary(job))}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(`${info.siteName}: jobs`)}</title>`,
    `<link>${escapeXml(info.pageUrl)}</link>`,
    `<atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`New jobs in Liberia on ${info.siteName}`)}</description>`,
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** JSON Feed 1.1 (jsonfeed.org) of the same jobs. */
export function renderJsonFeed(info: FeedInfo, jobs: JobRow[]) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${info.siteName}: jobs`,
    home_page_url: info.pageUrl,
    feed_url: info.feedUrl,
    items: jobs.map((job) => ({
      id: jobUrl(info.siteUrl, job.id),
      url: jobUrl(info.siteUrl, job.id),
      title: itemTitle(job),
      content_text: summary(job),
      date_published: job.createdAt.toISOString(),
    })),
  };
}
