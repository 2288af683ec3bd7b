import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blankText, decimal, ownerId, recordedAt, textList, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

export const jobTypeEnum = pgEnum('job_type', ['full_time', 'part_time', 'contract', 'internship']);
export const experienceLevelEnum = pgEnum('experience_level', ['entry', 'mid', 'senior', 'executive']);
export const payPeriodEnum = pgEnum('pay_period', ['hourly', 'daily', 'weekly', 'monthly', 'yearly']);
export const currencyEnum = pgEnum('currency', ['USD', 'LRD']);
export const applicationStatusEnum = pgEnum('application_status', ['pending', 'approved', 'rejected']);
/** How a company hears of new applications: each one, one summary a day, or not at all. */
export const applicationNewsEnum = pgEnum('application_news', ['each', 'daily', 'off']);
/**
 * Where moderation left a job: visible, held for review (a scam rule or a new company's first job),
 * hidden by staff, or hidden by reports until staff decide (docs/decisions/0063-is-listed.md).
 */
export const jobModerationEnum = pgEnum('job_moderation', ['visible', 'held', 'hidden', 'reported']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: ownerId('company_id', () => companies.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: blankText('requirements'),
    location: blankText('location'),
    isRemote: boolean('is_remote').notNull().default(false),
    remoteOption: blankText('remote_option'),
    jobType: jobTypeEnum('job_type').notNull().default('full_time'),
    experienceLevel: experienceLevelEnum('experience_level').notNull().default('entry'),
    payPeriod: payPeriodEnum('pay_period').notNull().default('monthly'),
    salaryMin: decimal('salary_min', 12),
    salaryMax: decimal('salary_max', 12),
    salaryCurrency: currencyEnum('salary_currency').notNull().default('USD'),
    isActive: boolean('is_active').notNull().default(true),
    /** Soft delete: a deleted job with applications stays so applicants keep its title. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * Hidden (is_deleted) with its company, not by the company: while staff suspend the company or its
     * account is deactivated. Once neither holds, exactly these come back (modules/jobs/listed-job.ts,
     * docs/decisions/0062-suspended-and-verified-companies.md, 0083-report-hiding-and-closed-accounts.md).
     */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    moderation: jobModerationEnum('moderation').notNull().default('visible'),
    /** Why the job is held or hidden, in words the company reads on its job list and job edit. */
    moderationReason: blankText('moderation_reason'),
    /** How the company hears of this job's applications; null: as its setting for all jobs says. */
    applicationNews: applicationNewsEnum('application_news'),
    /**
     * Public: not deleted and not held or hidden. Every public read (list, search, page, counts, sitemap)
     * and the partial indexes filter on this one column, so moderation costs the list nothing.
     */
    isListed: boolean('is_listed').notNull().generatedAlwaysAs(sql`not is_deleted and moderation = 'visible'`),
    deadline: date('deadline'),
    skills: textList('skills'),
    educationRequirements: blankText('education_requirements'),
    benefits: blankText('benefits'),
    seniorityLevel: blankText('seniority_level'),
    employmentType: blankText('employment_type'),
    positionsAvailable: integer('positions_available').notNull().default(1),
    views: integer('views').notNull().default(0),
    /** Maintained by a trigger (see the search migration): title, skills, company name, description. */
    searchVector: tsvector('search_vector'),
    ...timestamps(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId),
    index('jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_search_idx').using('gin', t.searchVector),
    // The job list and its count only read listed jobs (not deleted, not held or hidden), newest first. Partial, so it holds only
    // those; the filter columns after the order make it covering, so a filtered count or page is an
    // index-only scan of this small index instead of a read of the whole table.
    index('jobs_live_created_idx')
      .on(
        t.createdAt.desc(),
        t.id.desc(),
        t.isActive,
        t.jobType,
        t.experienceLevel,
        t.payPeriod,
        t.isRemote,
        t.companyId,
        t.salaryMin,
        t.salaryMax,
        // The location filter compares lower(location) (jobFilters): kept here, an index-only scan reads it
        // instead of lowering every job's location again. The plain column stays, without which PostgreSQL
        // does not consider an index-only scan for an expression of it.
        t.location,
        sql`lower(${t.location})`,
      )
      .where(sql`is_listed`),
    // Substring location filter (lower(location) like '%...%'): trigrams from pg_trgm (migration 0002).
    index('jobs_live_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`).where(sql`is_listed`),
    check('jobs_salary_non_negative', sql`coalesce(${t.salaryMin}, 0) >= 0 and coalesce(${t.salaryMax}, 0) >= 0`),
    check(
      'jobs_salary_order',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

/**
 * How many jobs are not deleted, open (true) and closed (false): the unfiltered job list's count in one
 * row read instead of a count over every job. Kept by triggers on jobs (migration 0005), never by the app.
 */
export const jobCounts = pgTable('job_counts', {
  isActive: boolean('is_active').primaryKey(),
  jobs: integer('jobs').notNull().default(0),
});

/** One row per (job, session) so a detail view is counted once per visitor session. */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: ownerId('job_id', () => jobs.id),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: recordedAt('viewed_at'),
  },
  (t) => [uniqueIndex('job_views_unique').on(t.jobId, t.viewerKey)],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: ownerId('job_id', () => jobs.id),
    userId: ownerId('user_id', () => users.id),
    coverLetter: blankText('cover_letter'),
    status: applicationStatusEnum('status').notNull().default('pending'),
    appliedAt: recordedAt('applied_at'),
    updatedAt: recordedAt('updated_at'),
    /**
     * When the company was told of it (its own message, or the day's summary), or chose not to be:
     * null only while it waits for a summary, so no application is told twice.
     */
    companyToldAt: timestamptz('company_told_at'),
  },
  (t) => [
    uniqueIndex('applications_job_user_unique').on(t.jobId, t.userId),
    index('applications_untold_idx').on(t.jobId).where(sql`company_told_at is null`),
    index('applications_user_idx').on(t.userId, t.appliedAt.desc()),
  ],
);
