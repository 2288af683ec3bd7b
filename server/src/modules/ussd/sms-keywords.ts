import { countyNamed, normalisePhone } from '@lj/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fitToSegments } from '../../lib/sms/segments';
import type { InboundSms } from '../../lib/sms/inbound';
import type { ApplyDeps } from '../applications';
import { sendLater } from '../notifications';
import { firstDelivery } from '../sms-phone';
import { applyForCaller, callerApplications, type MenuDeps, needsName, seekerOfCaller } from './ussd-apply';
import { findOpenJob, jobPage, type JobPage, type UssdSearch } from './ussd-jobs';
import { openThread, saveThread, type Thread, type ThreadChanges } from './sms-keywords.repository';

/** Replies cost money: at most this many to one number a day (GMT), then one message saying so. */
export const SMS_REPLIES_PER_DAY = 10;

export const HELP_TEXT =
  'Jobs by SMS. JOBS and a word finds jobs (JOBS driver monrovia), MORE the next ones, APPLY and a code applies (APPLY J4821), STATUS lists your applications, STOP ends SMS.';
export const LIMIT_TEXT = `That is ${SMS_REPLIES_PER_DAY} replies today. Send again after midnight GMT.`;

const KEYWORDS = new Set(['JOBS', 'MORE', 'APPLY', 'NAME', 'STATUS', 'HELP']);

type Reply = { text: string; changes?: ThreadChanges };

/**
 * An SMS that is not STOP, read as a keyword and answered by SMS (through the SMS queue): JOBS, MORE,
 * APPLY (NAME for a number we do not know), STATUS, HELP; an unknown word gets HELP once a day. A
 * number gets at most SMS_REPLIES_PER_DAY replies a day and then LIMIT_TEXT once; past it nothing is
 * done. A message replayed by the gateway is read once. One message of a number at a time (its thread's
 * row lock).
 */
export async function answerSmsKeyword(deps: ApplyDeps, log: FastifyBaseLogger, sms: InboundSms): Promise<void> {
  const from = normalisePhone(sms.from);
  if ('error' in from) return;
  const phone = from.phone;
  await deps.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, sms.messageId))) return;
    const thread = await openThread(tx, phone);
    const [word = '', ...rest] = sms.body.trim().split(/\s+/);
    const keyword = word.toUpperCase();
    const known = KEYWORDS.has(keyword);
    if (!known && thread.helpTold) return;
    const send = (text: string) => sendLater(deps.sms, log, { to: phone, text }, 'SMS keyword reply');
    if (thread.replies >= SMS_REPLIES_PER_DAY) {
      if (thread.limitTold) return;
      send(LIMIT_TEXT);
      await saveThread(tx, phone, { limitTold: true });
      return;
    }
    const menu: MenuDeps = { ...deps, db: tx, log, phone };
    const reply = known
      ? await keywordReply(menu, thread, keyword, rest)
      : { text: HELP_TEXT, changes: { helpTold: true } };
    send(reply.text);
    await saveThread(tx, phone, { ...reply.changes, replies: thread.replies + 1 });
  });
}

async function keywordReply(deps: MenuDeps, thread: Thread, keyword: string, words: string[]): Promise<Reply> {
  switch (keyword) {
    case 'JOBS':
      return jobsReply(deps, words);
    case 'MORE': {
      const search = thread.search as UssdSearch | null;
      if (!search) return { text: 'Send JOBS and a word first, e.g. JOBS driver.' };
      const page = thread.page + 1;
      const found = await jobPage(deps.db, search, page);
      if (found.jobs.length === 0) return { text: 'No more jobs for this search. Send JOBS and another word.' };
      return { text: jobsText(found), changes: { page } };
    }
    case 'APPLY':
      return applyReply(deps, words[0] ?? '');
    case 'NAME':
      return nameReply(deps, thread, words.join(' '));
    case 'STATUS': {
      const lines = await callerApplications(deps);
      if (lines.length === 0)
        return { text: 'You have not applied for a job from this phone yet. Send JOBS and a word.' };
      return { text: fitToSegments(['Your applications:', ...lines], '', 2) };
    }
    default:
      return { text: HELP_TEXT };
  }
}

/** "JOBS driver grand bassa": a county at the end is the county; the rest are words, or words and a town. */
function searchesOf(words: string[]): UssdSearch[] {
  for (let size = Math.min(3, words.length); size >= 1; size -= 1) {
    const county = countyNamed(words.slice(-size).join(' '));
    if (county) return wordSearches(words.slice(0, -size), county);
  }
  return wordSearches(words, null);
}

/** The words as words; failing that, the last one as the town ("driver monrovia"). */
function wordSearches(words: string[], county: UssdSearch['county']): UssdSearch[] {
  const all: UssdSearch = { county, industryId: null, word: words.join(' ').slice(0, 60) || null };
  const last = words.at(-1);
  if (words.length < 2 || !last) return [all];
  return [all, { county, industryId: null, word: words.slice(0, -1).join(' ').slice(0, 60), town: last.slice(0, 60) }];
}

async function jobsReply(deps: MenuDeps, words: string[]): Promise<Reply> {
  for (const search of searchesOf(words)) {
    const found = await jobPage(deps.db, search, 0);
    if (found.jobs.length > 0) return { text: jobsText(found), changes: { search, page: 0 } };
  }
  return { text: 'No open jobs for that. Try another word, e.g. JOBS driver.', changes: { search: null, page: 0 } };
}

/** Up to 3 jobs with their codes, in at most two segments: "J4821 Truck Driver, Freeport Logistics, Monrovia". */
function jobsText(found: JobPage): string {
  const lines = found.jobs.map((job) => `J${job.id} ${[job.title, job.company, job.town].filter(Boolean).join(', ')}`);
  const tail = `Reply APPLY and a code to apply${found.more ? ', MORE for more' : ''}.`;
  return fitToSegments(lines, tail, 2);
}

const jobIdOf = (code: string): number | null => {
  const match = /^J?([0-9]{1,9})$/i.exec(code);
  return match ? Number(match[1]) : null;
};

async function applyReply(deps: MenuDeps, code: string): Promise<Reply> {
  const jobId = jobIdOf(code);
  const job = jobId === null ? null : await findOpenJob(deps.db, jobId);
  if (!job) return { text: 'That is not the code of an open job. Send JOBS and a word to find one.' };
  if (needsName(await seekerOfCaller(deps))) {
    return {
      text: `To apply for J${job.id}, reply NAME and your full name, e.g. NAME Musu Kollie.`,
      changes: { pendingJobId: job.id },
    };
  }
  return appliedReply(deps, job, null);
}

const NAME = /^[\p{L}][\p{L} .'-]{1,59}$/u;

async function nameReply(deps: MenuDeps, thread: Thread, name: string): Promise<Reply> {
  if (thread.pendingJobId === null) return { text: 'Send APPLY and a job code first, e.g. APPLY J4821.' };
  if (!NAME.test(name)) return { text: 'Reply NAME and your full name in letters, e.g. NAME Musu Kollie.' };
  const job = await findOpenJob(deps.db, thread.pendingJobId);
  if (!job)
    return {
      text: 'That job is no longer open. Send JOBS and a word to find another.',
      changes: { pendingJobId: null },
    };
  return appliedReply(deps, job, name);
}

async function appliedReply(
  deps: MenuDeps,
  job: NonNullable<Awaited<ReturnType<typeof findOpenJob>>>,
  name: string | null,
) {
  const refused = await applyForCaller(deps, job, name, 'sms');
  const text = refused ?? `Applied: ${job.title} at ${job.company.name}. The company may call you.`;
  return { text: fitToSegments([text], '', 2), changes: { pendingJobId: null } };
}
