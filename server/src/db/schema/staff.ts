import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { users } from './users';

/**
 * The audit log: one row per staff action, with the values before and after. Append-only: no route
 * edits it, and a trigger (migration 0009) refuses UPDATE and DELETE. The staff member's row is kept
 * (no cascade) so an account can't be deleted to erase what it did.
 *
 * `via` says where the action came from (migration 0016): 'console' is a signed-in staff member, named
 * by `staff_user_id`; 'cli' is the operator's command line (`npm run admin`, or a running server's
 * admin socket), where whoever is at the machine has no account, so the row names none. The check
 * keeps the two apart: a console row always names its staff member and a CLI row never pretends to.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => users.id),
    via: text('via', { enum: ['console', 'cli'] })
      .notNull()
      .default('console'),
    /** What was done, `<area>.<verb>`: 'user.deactivate', 'payment.verify', 'setting.update'... */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'payment', 'company', 'job', 'plan', 'setting'... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    createdAt: recordedAt('created_at'),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt),
    index('staff_actions_staff_idx').on(t.staffUserId, t.createdAt),
    index('staff_actions_target_idx').on(t.targetType, t.targetId),
    check(
      'staff_actions_via_check',
      sql`(${t.via} = 'console' and ${t.staffUserId} is not null) or (${t.via} = 'cli' and ${t.staffUserId} is null)`,
    ),
  ],
);
