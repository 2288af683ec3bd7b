// The choice lists, labels and fixed texts of the contract, without zod: a screen that only needs
// these (the job list's filters, the apply button) imports '@lj/contract/choices' and does not pull
// zod and every schema into the visitor's first scripts.

/** The job's choices that screens show by label: each value, in the order they are listed, with its label. */
const labelled = {
  jobType: { full_time: 'Full Time', part_time: 'Part Time', contract: 'Contract', internship: 'Internship' },
  experienceLevel: { entry: 'Entry Level', mid: 'Mid Level', senior: 'Senior Level', executive: 'Executive' },
} as const;

/** The values of a value → label table, in its order. */
const valuesOf = <Value extends string>(labels: Record<Value, string>): readonly Value[] =>
  Object.keys(labels) as Value[];

export const jobTypes = valuesOf(labelled.jobType);
export type JobType = (typeof jobTypes)[number];
export const jobTypeLabels: Record<JobType, string> = labelled.jobType;

export const experienceLevels = valuesOf(labelled.experienceLevel);
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Record<ExperienceLevel, string> = labelled.experienceLevel;

export const payPeriods = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type PayPeriod = (typeof payPeriods)[number];

export const currencies = ['USD', 'LRD'] as const;
export type Currency = (typeof currencies)[number];

export const datePostedOptions = ['24h', '3d', '7d', '30d'] as const;
/**
 * The job list's `status`: `active`, open for applications (active and its deadline not passed);
 * `inactive`, not open (closed, or past its deadline); omitted, both (docs/decisions/0089-open-jobs-first.md).
 */
export const jobStatusOptions = ['active', 'inactive'] as const;

/** Liberia's 15 counties, spelt and ordered as the product decisions list them: the county filter's choices. */
export const liberianCounties = [
  'Bomi',
  'Bong',
  'Gbarpolu',
  'Grand Bassa',
  'Grand Cape Mount',
  'Grand Gedeh',
  'Grand Kru',
  'Lofa',
  'Margibi',
  'Maryland',
  'Montserrado',
  'Nimba',
  'Rivercess',
  'River Gee',
  'Sinoe',
] as const;
export type County = (typeof liberianCounties)[number];

/** A county's name reduced to its letters, lowered, without a trailing "county": how people's spellings meet. */
const countyKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .replace(/county$/, '');

/**
 * The county a typed name means, whatever its case and spaces ("river cess", "NIMBA", "Grand Bassa County"),
 * or null. The place a job is in is the server's rule (server/src/modules/jobs/job-place.ts).
 */
export function countyNamed(text: string): County | null {
  const key = countyKey(text);
  return (key && liberianCounties.find((county) => countyKey(county) === key)) || null;
}

export const JOBS_PAGE_SIZE = 20;

/** The highest `page` a list takes (the job list and a company's jobs). */
export const MAX_PAGE_NUMBER = 1_000_000;

/**
 * The job list's `count` is exact up to this many jobs; above it, it may be an estimate (then rounded up to
 * two significant digits and flagged `count_is_estimate`), so a screen can say "about" (docs/decisions/0020-job-counts.md).
 */
export const JOB_COUNT_EXACT_UP_TO = 100;

/** Spec section 9: a job card previews 120 characters of the description. */
export const JOB_PREVIEW_LENGTH = 120;

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What an employer needs to reach and judge an applicant, and may not have. */
export const applicantProfileParts = ['name', 'phone', 'cv'] as const;
export type ApplicantProfilePart = (typeof applicantProfileParts)[number];

/** Why a person reports a job ("Report this job" on the job page), with the label the control shows. */
export const reportReasonLabels = {
  scam: 'Scam or asks for money',
  wrong_information: 'Wrong information',
  offensive: 'Offensive',
  duplicate: 'Duplicate',
} as const;
export type ReportReason = keyof typeof reportReasonLabels;
export const reportReasons = Object.keys(reportReasonLabels) as ReportReason[];
/** How long a report's note may be. */
export const REPORT_NOTE_MAX = 1000;
/** What the job page says once a report is in. */
export const REPORT_SENT = 'Thank you. Our staff will look at this job.';

/** A job that moderation keeps from the public, as its company reads it. */
export const jobModerationLabels = {
  held: 'Held for review',
  hidden: 'Hidden by staff',
  reported: 'Hidden after reports',
} as const;
export type JobModerationState = keyof typeof jobModerationLabels;
/** How long staff usually take to review a held job, as its company reads it wherever the job shows held. */
export const JOB_REVIEW_TIME_NOTE = 'Jobs are usually reviewed within one working day.';
