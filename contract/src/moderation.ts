import { z } from 'zod';
import { jobModerationLabels, REPORT_NOTE_MAX, reportReasons } from './choices';
import { namedRefSchema, requiredText } from './common';
import { staffReasonSchema } from './staff';
import { checkWeekFilter, weekFilterShape } from './week-filter';

/** POST /api/jobs/{id}/report/: one report per person per job. */
export const jobReportRequestSchema = z.object({
  reason: z.enum(reportReasons),
  note: z.string().trim().max(REPORT_NOTE_MAX).default(''),
});
export type JobReportRequest = z.infer<typeof jobReportRequestSchema>;
export type JobReportRequestInput = z.input<typeof jobReportRequestSchema>;

/** The answer: `created` is false when this person had already reported the job (it counts once). */
export const jobReportResponseSchema = z.object({ success: z.literal(true), created: z.boolean() });

const moderationStates = Object.keys(jobModerationLabels) as Array<keyof typeof jobModerationLabels>;
export const jobModerationStateSchema = z.enum(moderationStates);

/** On a job its company (or staff) reads: why it is not public. Absent on public jobs. */
export const jobModerationSchema = z.object({ state: jobModerationStateSchema, reason: z.string() });
export type JobModeration = z.infer<typeof jobModerationSchema>;

/** A scam rule's pattern: words, `word*` prefixes, `...` gaps and `{phone}` (server scam-rules.ts). */
export const SCAM_RULE_PATTERN_MAX = 200;
export const scamRuleFormSchema = z.object({
  pattern: requiredText(SCAM_RULE_PATTERN_MAX),
  label: requiredText(200),
  enabled: z.boolean().default(true),
});
export type ScamRuleForm = z.infer<typeof scamRuleFormSchema>;
export type ScamRuleFormInput = z.input<typeof scamRuleFormSchema>;

export const scamRuleSchema = z.object({
  id: z.number(),
  pattern: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type ScamRule = z.infer<typeof scamRuleSchema>;
export const scamRuleListSchema = z.object({ rules: z.array(scamRuleSchema) });
export type ScamRuleList = z.infer<typeof scamRuleListSchema>;

/** A job in the staff queue: held, hidden or reported, or searched for by title. */
export const staffJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  company: namedRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
  moderation: z.enum(['visible', ...moderationStates]),
  moderation_reason: z.string(),
  open_reports: z.number().int(),
  /** Only in the list of the jobs applied to in some days (`state=applied`): how many applications in them. */
  applications_in_days: z.number().int().optional(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

/**
 * `all` is every state: the weekly figures count the jobs created in a week, whatever became of them.
 * `applied` is the jobs applied to within `from`..`to` (required), whatever their state, deleted ones too,
 * each with its count of those days' applications: the weekly figures' applications, job by job.
 */
export const staffJobsQuerySchema = z
  .object({
    state: z.enum(['held', 'hidden', 'reported', 'visible', 'all', 'applied']).default('held'),
    ...weekFilterShape,
  })
  .superRefine((query, ctx) => {
    checkWeekFilter(query, ctx);
    if (query.state === 'applied' && query.from === undefined && query.to === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'Give the From and To dates of the applications: jobs applied to are listed for some days only.',
      });
  });
export type StaffJobsQuery = z.infer<typeof staffJobsQuerySchema>;
export const staffJobListSchema = z.object({ jobs: z.array(staffJobSchema) });
export type StaffJobList = z.infer<typeof staffJobListSchema>;

/** Release, hide or restore: the reason is what the company reads (required to hide). */
export const staffJobDecisionSchema = staffReasonSchema.extend({ action: z.enum(['release', 'hide', 'restore']) });
export type StaffJobDecision = z.infer<typeof staffJobDecisionSchema>;

/** What staff decided on a report; null while it is open. */
export const reportDecisions = ['dismissed', 'upheld'] as const;

/** How many reported jobs one answer holds at most, the job reported longest ago first. */
export const REPORT_QUEUE_LIMIT = 50;

/**
 * The reports queue: jobs with open reports, each with them. With a week, the jobs reported in it, each with
 * that week's reports, open or decided (the weekly figures' reports); `job.open_reports` says whether a
 * decision is still to be made.
 */
export const reportedJobSchema = z.object({
  job: staffJobSchema,
  reports: z.array(
    z.object({
      id: z.number(),
      reason: z.enum(reportReasons),
      note: z.string(),
      reporter_email: z.string(),
      created_at: z.string(),
      decision: z.enum(reportDecisions).nullable(),
    }),
  ),
});
export type ReportedJob = z.infer<typeof reportedJobSchema>;
export const reportQueueSchema = z.object({ jobs: z.array(reportedJobSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** Without dates, the open reports; with them, every report made in those days (UTC, `to` excluded). */
export const staffReportsQuerySchema = z.object({ ...weekFilterShape }).superRefine(checkWeekFilter);
export type StaffReportsQuery = z.infer<typeof staffReportsQuerySchema>;

/** Dismiss (the job is back, unless staff hid or held it) or uphold (it stays hidden, with the reason). */
export const reportDecisionSchema = staffReasonSchema.extend({ decision: z.enum(['dismiss', 'uphold']) });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;
