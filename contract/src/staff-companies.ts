import { z } from 'zod';
import { namedRefSchema, paginatedSchema, requiredText } from './common';
import { STAFF_REASON_MAX } from './staff';
import { checkWeekFilter, weekFilterShape } from './week-filter';

/** Staff verify employers (they saw the business registration) and suspend bad ones. */
export const STAFF_COMPANIES_PAGE_SIZE = 25;
export const COMPANY_NOT_FOUND = 'Company not found.';
export const COMPANY_ALREADY_SUSPENDED = 'This company is already suspended.';
export const COMPANY_NOT_SUSPENDED = 'This company is not suspended.';

export const staffCompanyFilters = ['verified', 'unverified', 'suspended'] as const;

export const staffCompanyListQuerySchema = z
  .object({
    /** Part of the company's name or its owner's e-mail, any case. */
    search: z.string().trim().max(100).optional(),
    filter: z.enum(staffCompanyFilters).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** The days the company joined in (the weekly figures' new companies). */
    ...weekFilterShape,
  })
  .superRefine(checkWeekFilter);
export type StaffCompanyListQuery = z.infer<typeof staffCompanyListQuerySchema>;

export const staffCompanySchema = z.object({
  ...namedRefSchema.shape,
  owner_email: z.string(),
  location: z.string(),
  created_at: z.string(),
  /** Jobs not deleted by the company (those hidden by a suspension included). */
  job_count: z.number().int(),
  verified_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string(),
});
export type StaffCompany = z.infer<typeof staffCompanySchema>;

export const staffCompanyListSchema = paginatedSchema(staffCompanySchema);
export type StaffCompanyList = z.infer<typeof staffCompanyListSchema>;

export const companyVerificationSchema = z.object({ verified: z.boolean() });
/** Suspending and lifting a suspension both need the reason (the company sees a suspension's). */
export const companySuspensionSchema = z.object({ reason: requiredText(STAFF_REASON_MAX) });
