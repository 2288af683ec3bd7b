import { z } from 'zod';
import { MAX_PAGE_NUMBER } from './choices';
import { paginatedSchema } from './common';

/** One row of the staff audit log (GET /api/staff/audit/). */
export const staffActionSchema = z.object({
  id: z.number(),
  staff: z.object({ id: z.number(), email: z.string() }),
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

/** What the audit log screen filters by; every filter optional, dates as YYYY-MM-DD (UTC, Liberia's time). */
export const staffAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
  /** The staff member's e-mail, exactly. */
  staff: optionalFilter(254),
  /** An action ('user.deactivate') or its area ('user.'). */
  action: optionalFilter(64),
  target_type: optionalFilter(32),
  target_id: optionalFilter(64),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
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
