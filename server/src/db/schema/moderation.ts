import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, ownerId, recordedAt, timestamps, timestamptz } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * The words and phrases that hold a job for review (scam-rules.ts reads the pattern language: words,
 * `word*` prefixes, `...` gaps, `{phone}`). Staff list and edit them; a sensible set is seeded.
 */
export const scamRules = pgTable(
  'scam_rules',
  {
    id: serial('id').primaryKey(),
    pattern: text('pattern').notNull(),
    /** What the company reads as the reason its job is held ("Asks for a processing fee"). */
    label: text('label').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('scam_rules_pattern_unique').on(t.pattern),
    check('scam_rules_pattern_length', sql`char_length(${t.pattern}) between 1 and 200`),
  ],
);

export const reportReasonEnum = pgEnum('report_reason', ['scam', 'wrong_information', 'offensive', 'duplicate']);
export const reportDecisionEnum = pgEnum('report_decision', ['dismissed', 'upheld']);

/**
 * One report per person per job (unique): a second report by the same person changes nothing. What
 * hides a job is counted by address, not by account (modules/job-moderation/job-reports.repository.ts).
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: serial('id').primaryKey(),
    jobId: ownerId('job_id', () => jobs.id),
    userId: ownerId('user_id', () => users.id),
    reason: reportReasonEnum('reason').notNull(),
    note: blankText('note'),
    /**
     * The address the report came from, keyed-hashed and cut short (modules/job-moderation/report-address.ts): enough to tell
     * one address from another, not to recover it. Reports written before it was kept hold 'user:<id>'.
     */
    reporterAddress: text('reporter_address').notNull(),
    /** Filed from a company account: it reaches staff but counts nothing towards hiding the job. */
    fromCompany: boolean('from_company').notNull().default(false),
    createdAt: recordedAt('created_at'),
    /** Set when staff dismissed or upheld the job's reports; only open reports count towards hiding. */
    decision: reportDecisionEnum('decision'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('job_reports_job_user_unique').on(t.jobId, t.userId),
    index('job_reports_open_idx').on(t.jobId).where(sql`decision is null`),
  ],
);
