import { z } from 'zod';
import { MAX_PAGE_NUMBER } from './choices';
import { paginatedSchema, requiredText, settingKeys, settingsSchema } from './common';
import { aboutField } from './messages';
import { subscriptionPlanSchema } from './subscription';
import { checkWeekFilter, weekFilterShape } from './week-filter';

/** Where an audited action came from: the staff console, or the operator's command line (`npm run admin`). */
export const staffActionOrigins = ['console', 'cli'] as const;
export type StaffActionOrigin = (typeof staffActionOrigins)[number];

/**
 * One row of the staff audit log (GET /api/staff/audit/). A console row names the staff member who
 * acted; a command-line row (`via: 'cli'`) has `staff: null`, as the operator at the machine has no account.
 */
export const staffActionSchema = z.object({
  id: z.number(),
  via: z.enum(staffActionOrigins),
  staff: z.object({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

export const STAFF_AUDIT_PAGE_SIZE = 25;

const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The days the audit log's date filters take: the log starts after 2000, and a later day than 2100 is a typo. */
export const AUDIT_FIRST_DAY = '2000-01-01';
export const AUDIT_LAST_DAY = '2100-12-31';

/** A YYYY-MM-DD day (UTC) between AUDIT_FIRST_DAY and AUDIT_LAST_DAY; YYYY-MM-DD compares as text. */
const auditDay = z.iso
  .date()
  .refine((day) => day >= AUDIT_FIRST_DAY && day <= AUDIT_LAST_DAY, {
    error: aboutField((field) => `${field} must be a day between ${AUDIT_FIRST_DAY} and ${AUDIT_LAST_DAY}.`),
  })
  .optional();

/** What the audit log screen filters by; every filter optional, dates as YYYY-MM-DD (UTC, Liberia's time). */
export const staffAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
  /** The staff member's e-mail, exactly. */
  staff: optionalFilter(254),
  /** An action ('user.deactivate') or its area ('user.'). */
  action: optionalFilter(64),
  target_type: optionalFilter(32),
  target_id: optionalFilter(64),
  from: auditDay,
  to: auditDay,
});
export type StaffAuditQuery = Partial<z.output<typeof staffAuditQuerySchema>>;

export const staffAuditResponseSchema = paginatedSchema(staffActionSchema);
export type StaffAuditResponse = z.infer<typeof staffAuditResponseSchema>;

/** One figure of the staff overview: a key to test against, the label shown, the number. */
export const staffOverviewCountSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export const staffOverviewResponseSchema = z.object({
  /** How far back "new" reaches, in days. */
  days: z.number().int(),
  counts: z.array(staffOverviewCountSchema),
});
export type StaffOverviewResponse = z.infer<typeof staffOverviewResponseSchema>;

/** How many weeks the staff overview's weekly figures cover. */
export const STAFF_WEEKS = 12;

/** One week (Monday to Sunday, UTC) of the board: what was new, what was paid and verified, what was reported. */
export const staffWeekSchema = z.object({
  week: z.string().date(),
  new_jobs: z.number().int(),
  applications: z.number().int(),
  new_seekers: z.number().int(),
  new_companies: z.number().int(),
  payments_verified: z.number().int(),
  /** The verified payments' sum in each currency they were made in. */
  paid: z.array(z.object({ currency: z.string(), amount: z.number() })),
  reports: z.number().int(),
});
export type StaffWeek = z.infer<typeof staffWeekSchema>;
export const staffWeeksResponseSchema = z.object({ weeks: z.array(staffWeekSchema) });
export type StaffWeeksResponse = z.infer<typeof staffWeeksResponseSchema>;

export const userRoles = ['job_seeker', 'company', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

/** An account as staff see it in the Users section. */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  user_type: z.enum(userRoles),
  name: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** At most this many accounts answer one search: a longer part of the name, address or number narrows it. */
export const STAFF_USER_SEARCH_LIMIT = 20;
export const STAFF_USER_SEARCH_MIN = 3;
/** At most this many accounts answer a week without a search (the newest first): a search narrows it. */
export const STAFF_USER_WEEK_LIMIT = 100;
export const STAFF_USER_SEARCH_TOO_SHORT = `Type at least ${STAFF_USER_SEARCH_MIN} characters of a name, e-mail address or phone number.`;

/**
 * The Users list: a part of an account's name, e-mail address or phone number (its digits, however it was
 * written), or the days accounts joined in (the weekly figures' new seekers), or both; `role` narrows either.
 * An empty `q` beside a week is no search; without a week it is too short, as a missing one is missing.
 */
export const staffUsersFiltersSchema = z.object({
  q: z.string().trim().max(254).optional(),
  role: z.enum(userRoles).optional(),
  ...weekFilterShape,
});
export type StaffUsersFilters = z.infer<typeof staffUsersFiltersSchema>;

/** The filters as the API takes them: a search or a week at least (the screen reads the address with the above). */
export const staffUsersQuerySchema = staffUsersFiltersSchema
  .superRefine((query, ctx) => {
    checkWeekFilter(query, ctx);
    const week = query.from !== undefined || query.to !== undefined;
    if (query.q === undefined && !week)
      // Issued without a message, so the error map words it as it words any missing field.
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['q'] });
    else if (query.q !== undefined && (query.q !== '' || !week) && query.q.length < STAFF_USER_SEARCH_MIN)
      ctx.addIssue({ code: 'custom', path: ['q'], message: STAFF_USER_SEARCH_TOO_SHORT });
  })
  .transform(({ q, ...rest }) => ({ ...rest, q: q || undefined }));
export type StaffUsersQuery = z.output<typeof staffUsersQuerySchema>;

/** How many accounts one answer holds at most: a search's few best, or a week's newest. */
export const staffUsersLimit = (query: { q?: string | undefined }) =>
  query.q ? STAFF_USER_SEARCH_LIMIT : STAFF_USER_WEEK_LIMIT;

export const staffUsersResponseSchema = z.object({ results: z.array(staffUserSchema) });
export type StaffUsersResponse = z.infer<typeof staffUsersResponseSchema>;

export const STAFF_REASON_MAX = 500;
/** Why staff did it: kept in the audit log. */
export const staffReasonSchema = z.object({ reason: z.string().trim().max(STAFF_REASON_MAX).default('') });
export type StaffReasonInput = z.input<typeof staffReasonSchema>;

export const staffUserActionResponseSchema = z.object({ detail: z.string(), user: staffUserSchema });
export type StaffUserActionResponse = z.infer<typeof staffUserActionResponseSchema>;

export const STAFF_CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const STAFF_USER_INACTIVE = 'This account is deactivated: reactivate it before sending a reset link.';
export const STAFF_USER_NOT_FOUND = 'No account with this id.';

/** A role change: it ends every sign-in of the account (docs/decisions/0058-staff-users.md). */
export const staffRoleRequestSchema = staffReasonSchema.extend({
  role: z.enum(userRoles, { error: 'Choose job seeker, company or staff.' }),
});
export type StaffRoleInput = z.input<typeof staffRoleRequestSchema>;
export const STAFF_CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';

/** Everything the Settings section edits (the same things the CLI lists). */
export const staffSettingsResponseSchema = z.object({
  flags: settingsSchema,
  plans: z.array(subscriptionPlanSchema.extend({ is_active: z.boolean() })),
  providers: z.array(
    z.object({ id: z.number(), provider: z.string(), instructions: z.string(), is_active: z.boolean() }),
  ),
  industries: z.array(
    z.object({ id: z.number(), name: z.string(), icon: z.string().nullable(), companies: z.number() }),
  ),
});
export type StaffSettingsResponse = z.infer<typeof staffSettingsResponseSchema>;

export const staffFlagRequestSchema = z.object({ key: z.enum(settingKeys), on: z.boolean() });
export type StaffFlagRequest = z.infer<typeof staffFlagRequestSchema>;

export const staffPlanRequestSchema = z.object({
  name: requiredText(50),
  amount: z.coerce.number().min(0.01).max(1_000_000),
  days: z.coerce.number().int().min(1).max(3650).default(30),
  description: z.string().trim().max(500).default(''),
});
export type StaffPlanInput = z.input<typeof staffPlanRequestSchema>;

/** A plan's edit: only the fields sent change (the form sends all four). */
export const staffPlanEditSchema = z.object({
  name: requiredText(50).optional(),
  amount: z.coerce.number().min(0.01).max(1_000_000).optional(),
  days: z.coerce.number().int().min(1).max(3650).optional(),
  description: z.string().trim().max(500).optional(),
});
export type StaffPlanEdit = z.input<typeof staffPlanEditSchema>;

/** Offer a plan or payment provider to companies (true) or stop offering it (false). */
export const staffActiveRequestSchema = z.object({ active: z.boolean() });
export type StaffActiveRequest = z.infer<typeof staffActiveRequestSchema>;

export const staffProviderRequestSchema = z.object({
  name: requiredText(100),
  instructions: z.string().trim().max(2000).default(''),
});
export type StaffProviderInput = z.input<typeof staffProviderRequestSchema>;
/** What a company reads before paying through the provider: its merchant number, the steps. */
export const staffProviderEditSchema = staffProviderRequestSchema.pick({ instructions: true });

export const staffIndustryRequestSchema = z.object({
  name: requiredText(100),
  icon: z.string().trim().max(50).default(''),
});
export type StaffIndustryInput = z.input<typeof staffIndustryRequestSchema>;
