import type { Config } from '../../config';
import { fitToSegments } from '../../lib/sms/segments';
import type { Sms } from '../../lib/sms/sms-sender';
import { smsStopLink } from '../../lib/sms/stop-link';
import type { DigestJob } from './digest-mail';

type SmsAlert = { name: string; search: string; userId: number; smsPhone: string };

/** docs/decisions/0072-sms-segments.md: an SMS costs per segment, so a digest is at most this many GSM-7 segments. */
export const DIGEST_SMS_SEGMENTS = 2;
/**
 * The longest "see them" link an SMS carries: a search's query string can be 1,000 characters, which
 * would crowd every job out of the message. A longer search links the seeker's Alerts page instead,
 * where the alert opens its search in one tap.
 */
export const SMS_LINK_MAX = 100;

const site = (config: Config) => config.siteUrl.replace(/\/+$/, '');

/** The one link of the SMS: the alert's /jobs search when it is short enough, else the Alerts page. */
export function digestSmsLink(config: Config, search: string): string {
  const searchLink = `${site(config)}/jobs${search ? `?${search}` : ''}`;
  return searchLink.length <= SMS_LINK_MAX ? searchLink : `${site(config)}/alerts`;
}

/**
 * An alert digest by SMS: how many jobs are new, as many titles as fit (with their companies when
 * every listed job keeps its company: a title is worth more than a company name), one link to see them
 * and the STOP link, in at most DIGEST_SMS_SEGMENTS segments.
 */
export function digestSms(config: Config, alert: SmsAlert, jobs: DigestJob[]): Sms {
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  const heading = `${count} for your alert "${alert.name}":`;
  const tail = `See them: ${digestSmsLink(config, alert.search)}\nStop SMS: ${smsStopLink(config, alert.userId)}`;
  const titles = jobs.map((job) => job.title);
  const withCompanies = jobs.map((job) => `${job.title} - ${job.company}`);
  const listed = (text: string) => text.split('\n').length;
  const short = fitToSegments([heading, ...titles], tail, DIGEST_SMS_SEGMENTS);
  const long = fitToSegments([heading, ...withCompanies], tail, DIGEST_SMS_SEGMENTS);
  return { to: alert.smsPhone, text: listed(long) >= listed(short) ? long : short };
}
