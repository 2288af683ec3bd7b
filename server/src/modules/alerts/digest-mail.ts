import { DIGEST_JOBS_SHOWN } from '@lj/contract';
import type { Config } from '../../config';
import type { Mail } from '../../lib/mailer';
import { escapeXml } from '../../lib/xml';
import { unsubscribeUrl } from './unsubscribe-link';

export type DigestJob = { id: number; title: string; location: string; company: string };
type DigestAlert = { id: number; name: string; search: string; email: string; firstName: string };

const site = (config: Config) => config.siteUrl.replace(/\/+$/, '');

/**
 * A digest: the first DIGEST_JOBS_SHOWN new jobs, a link to the alert's whole search on /jobs, and the
 * signed unsubscribe link, in plain text and HTML; the List-Unsubscribe headers let the mail app offer
 * its own one-click button (RFC 8058).
 */
export function digestMail(config: Config, alert: DigestAlert, jobs: DigestJob[]): Mail {
  const shown = jobs.slice(0, DIGEST_JOBS_SHOWN);
  const more = jobs.length - shown.length;
  const searchLink = `${site(config)}/jobs${alert.search ? `?${alert.search}` : ''}`;
  const unsubscribe = unsubscribeUrl(config, alert.id);
  const jobLink = (job: DigestJob) => `${site(config)}/jobs/${job.id}`;
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  const moreText = more > 0 ? `And ${more} more: see them all` : 'See the search';
  const hello = `Hello${alert.firstName ? ` ${alert.firstName}` : ''},`;
  const text = [
    hello,
    '',
    `${count} for your alert "${alert.name}":`,
    '',
    ...shown.flatMap((job) => [`${job.title} - ${job.company}, ${job.location}`, jobLink(job), '']),
    `${moreText}: ${searchLink}`,
    '',
    `Stop this alert: ${unsubscribe}`,
    config.siteName,
  ].join('\n');
  const items = shown
    .map(
      (job) =>
        `<li><a href="${escapeXml(jobLink(job))}">${escapeXml(job.title)}</a><br>${escapeXml(job.company)}, ${escapeXml(job.location)}</li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body><p>${escapeXml(hello)}</p><p>${escapeXml(count)} for your alert “${escapeXml(alert.name)}”:</p><ul>${items}</ul><p><a href="${escapeXml(searchLink)}">${escapeXml(moreText)}</a></p><p><a href="${escapeXml(unsubscribe)}">Stop this alert</a></p><p>${escapeXml(config.siteName)}</p></body></html>`;
  return {
    to: alert.email,
    subject: `${count}: ${alert.name}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
