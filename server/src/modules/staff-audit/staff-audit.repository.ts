import type { StaffAction } from '@lj/contract';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffActions, users } from '../../db/schema';

export type StaffActionInput = {
  staffUserId: number;
  /** `<area>.<verb>`: 'user.deactivate', 'payment.verify', 'setting.update'... */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Writes one audit row. Pass the transaction that makes the change (`db.transaction(async (tx) => {
 * ...change...; await recordStaffAction(tx, {...}) })`) so the change and its record commit together.
 */
export async function recordStaffAction(db: Db, input: StaffActionInput): Promise<void> {
  await db.insert(staffActions).values({
    staffUserId: input.staffUserId,
    action: input.action,
    targetType: input.targetType,
    targetId: String(input.targetId),
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
  });
}

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

/** One page of the log, newest first (id breaks ties within one transaction's timestamp). */
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
    .innerJoin(users, eq(users.id, staffActions.staffUserId))
    .where(where);
  const rows = await db
    .select({ action: staffActions, email: users.email })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.staffUserId))
    .where(where)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.value ?? 0,
    rows: rows.map(({ action: row, email }) => ({
      id: row.id,
      staff: { id: row.staffUserId, email },
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
