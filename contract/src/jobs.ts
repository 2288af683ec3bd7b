import { z } from 'zod';
import { jobModerationSchema } from './moderation';
import {
  countyNamed,
  currencies,
  datePostedOptions,
  experienceLevels,
  jobStatusOptions,
  jobTypes,
  liberianCounties,
  MAX_PAGE_NUMBER,
  payPeriods,
} from './choices';
import { MAX_DB_ID, namedRefSchema } from './common';
import { industryRefSchema } from './companies';

export const jobTypeSchema = z.enum(jobTypes);
export const experienceLevelSchema = z.enum(experienceLevels);
export const payPeriodSchema = z.enum(payPeriods);
export const currencySchema = z.enum(currencies);

/** A preview cut at `limit` characters, trailing spaces dropped, then "..." (spec section 9). */
export function previewText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/** The list shapes GET /api/jobs/ can answer in: `card` for job cards; none asks for the full Job. */
export const jobListViews = ['card'] as const;

/** The client may send a filter it left empty; an empty value means "no filter". */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A parameter that may repeat (`?company=1&company=2`) or come once; empty values are dropped. */
function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const list = (Array.isArray(value) ? value : [value]).filter((entry) => entry !== '');
    return list.length > 0 ? list : undefined;
  }, z.array(item).max(50).optional());
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const salary = optional(z.coerce.number().min(0).max(1_000_000_000_000));
const id = z.coerce.number().int().positive().max(MAX_DB_ID);
/** A county in any case and spacing ("river cess" is Rivercess); anything else is refused naming the field. */
const county = z.preprocess(
  (value) => (typeof value === 'string' ? (countyNamed(value) ?? value) : value),
  z.enum(liberianCounties),
);

/** Query of GET /api/jobs/ (spec section 7, product decisions). Unknown values are refused with the field named. */
export const jobListQuerySchema = z
  .object({
    search: optional(z.string().trim().max(200)),
    location: optional(z.string().trim().max(200)),
    date_posted: optional(z.enum(datePostedOptions)),
    pay_period: optional(payPeriodSchema),
    job_type: repeated(jobTypeSchema),
    experience_level: optional(experienceLevelSchema),
    salary_min: salary,
    salary_max: salary,
    /**
     * The currency salary_min and salary_max are in: the range matches only jobs paid in it (USD when
     * omitted). Without a range it filters nothing.
     */
    salary_currency: optional(
      z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), currencySchema),
    ),
    remote: optional(z.enum(['true', 'false']).transform((value) => value === 'true')),
    company: repeated(id),
    /** `active`: open for applications (active, deadline not passed); `inactive`: not open; omitted: both. */
    status: optional(z.enum(jobStatusOptions)),
    industry: repeated(id),
    /** The job's county: named in its location, or the county of the town it names (jobs.county). */
    county: optional(county),
    page: optional(z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER)),
    /** `card`: the light list shape of a job card (jobCardSchema) instead of the full Job; see docs/decisions/0023-job-cards.md. */
    view: optional(z.enum(jobListViews)),
    /** Keyset paging: the page after the job this opaque token names (server/src/modules/jobs/job-cursor.ts); wins over page. */
    cursor: optional(
      z
        .string()
        .max(200)
        .regex(/^[A-Za-z0-9_-]+$/),
    ),
  })
  .refine(
    (query) => query.salary_min === undefined || query.salary_max === undefined || query.salary_min <= query.salary_max,
    { message: 'The minimum salary cannot be above the maximum.', path: ['salary_max'] },
  );
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export type JobListQueryInput = z.input<typeof jobListQuerySchema>;

export const jobCompanySchema = z.object({
  ...namedRefSchema.shape,
  logo: z.string().nullable(),
  description: z.string(),
  industry: industryRefSchema.nullable(),
  /** The "Verified employer" badge (companySchema.verified). */
  verified: z.boolean(),
});

/** Job as spec section 3 plus its salary currency (product decisions). */
export const jobSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  company: jobCompanySchema,
  location: z.string(),
  is_remote: z.boolean(),
  remote_option: z.string(),
  job_type: jobTypeSchema,
  job_type_display: z.string(),
  experience_level: experienceLevelSchema,
  experience_level_display: z.string(),
  pay_period: payPeriodSchema,
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: currencySchema,
  is_active: z.boolean(),
  created_at: z.string(),
  /** YYYY-MM-DD, the last day applications are accepted. */
  deadline: z.string().nullable(),
  skills: z.array(z.string()),
  education_requirements: z.string(),
  benefits: z.string(),
  seniority_level: z.string(),
  employment_type: z.string(),
  positions_available: z.number().int(),
  has_applied: z.boolean(),
  /** Open to applications now: listed, active and before its deadline (the server's rule, one for all). */
  accepting_applications: z.boolean(),
  /** Only in a signed-in job seeker's answers: this job is on their Saved jobs. */
  is_saved: z.boolean().optional(),
  applications_count: z.number().int(),
  views: z.number().int(),
  /** Only on a job moderation keeps from the public, for its company and staff (moderation.ts). */
  moderation: jobModerationSchema.optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListResponseSchema = z.object({
  count: z.number().int(),
  /** Present (true) only when `count` is an estimate; never for counts up to JOB_COUNT_EXACT_UP_TO. */
  count_is_estimate: z.literal(true).optional(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(jobSchema),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/**
 * A job as a card shows it (web job-card.tsx), for `GET /api/jobs/?view=card`: about a sixth of the
 * full Job's bytes on a phone's first screen. The description is the card's preview, cut on the server.
 */
export const jobCardSchema = jobSchema
  .pick({
    id: true,
    title: true,
    location: true,
    is_remote: true,
    job_type: true,
    job_type_display: true,
    pay_period: true,
    salary_min: true,
    salary_max: true,
    salary_currency: true,
    is_active: true,
    is_saved: true,
  })
  .extend({
    /** The description cut to JOB_PREVIEW_LENGTH characters with previewText. */
    description_preview: z.string(),
    company: jobCompanySchema.pick({ id: true, name: true, logo: true, verified: true }),
  });
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobCardListResponseSchema = jobListResponseSchema.extend({ results: z.array(jobCardSchema) });
export type JobCardListResponse = z.infer<typeof jobCardListResponseSchema>;

/** What GET /api/jobs/ may answer: the full Job shape, or cards when `view=card` asked for them. */
export const jobListAnswerSchema = jobListResponseSchema.extend({
  results: z.union([z.array(jobSchema), z.array(jobCardSchema)]),
});

export const jobLocationsResponseSchema = z.object({ locations: z.array(z.string()) });
