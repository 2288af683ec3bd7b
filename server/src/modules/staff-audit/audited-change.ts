import type { Db } from '../../db/client';
import { staffActions } from '../../db/schema';
import type { ActionRecord } from './staff-audit.repository';

/** Who makes a change: a staff member in the console, or the operator at the command line (no staff account). */
export type Actor = { via: 'console'; staffUserId: number } | { via: 'cli' };

export const staffActor = (staffUserId: number): Actor => ({ via: 'console', staffUserId });
export const cliActor: Actor = { via: 'cli' };

/**
 * What a change answers: its result, and what the audit log records of it. `audit` is null only when
 * nothing changed (setting what already is), so a change cannot leave its row out by forgetting it.
 */
export type Audited<T> = { result: T; audit: ActionRecord | readonly ActionRecord[] | null };

/**
 * The one way a staff or command-line change is made: `change` runs in a transaction and its audit rows
 * are written in that transaction for `actor`, so the change and its record commit (or fail) together.
 */
export async function auditedChange<T>(db: Db, actor: Actor, change: (tx: Db) => Promise<Audited<T>>): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    for (const entry of [audit ?? []].flat()) {
      await tx.insert(staffActions).values({
        via: actor.via,
        staffUserId: actor.via === 'console' ? actor.staffUserId : null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      });
    }
    return result;
  });
}
