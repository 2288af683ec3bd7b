import type { StaffAction } from '@lj/contract';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffActions, users } from '../../db/schema';

/** What one audit row says was done; who did it is the change's actor (audited-change.ts). */
export type ActionRecord = {
  /** `<area>.<verb>`: 'user.deactivate', 'payment.verify', 'setting.update'... */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

export type AuditFilters = {
  staff?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `action` ending in a dot is an area ('user.' matches every user action); else the exact action. */
function filtersSql(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.staff) conditions.push(eq(users.email, filters.staff.toLowerCase()));
  if (filters.action) {
    conditions.push(
      filters.action.endsWith('.')
        ? like(staffActions.action, `${filters.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(staffActions.action, filters.action),
    );
  }
  if (filters.target_type) conditions.push(eq(staffActions.targetType, filters.target_type));
  if (filters.target_id) conditions.push(eq(staffActions.targetId, filters.target_id));
  if (filters.from) conditions.push(gte(staffActions.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  // `to` is a whole day: everything before the next midnight.
  if (filters.to) conditions.push(lt(staffActions.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page of the log, newest first (id breaks ties within one transaction's timestamp). Command-line
 * rows name no staff member (a left join); the `staff` filter matches only console rows.
 */
export async function auditPage(
  db: Db,
  filters: AuditFilters,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: StaffAction[] }> {
  const where = filtersSql(filters);
  const [total] = await db
    .select({ value: count() })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.staffUserId))
    .where(where);
  const rows = await db
    .select({ action: staffActions, email: users.email })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.staffUserId))
    .where(where)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.value ?? 0,
    rows: rows.map(({ action: row, email }) => ({
      id: row.id,
      via: row.via,
      // A console row's staff member is always there (the check in migration 0016; no cascade deletes them).
      staff: row.staffUserId !== null && email !== null ? { id: row.staffUserId, email } : null,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
