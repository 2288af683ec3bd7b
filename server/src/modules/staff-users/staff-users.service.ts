import {
  STAFF_CANNOT_CHANGE_OWN_ROLE,
  STAFF_CANNOT_DEACTIVATE_SELF,
  STAFF_USER_INACTIVE,
  STAFF_USER_NOT_FOUND,
  type UserRole,
} from '@lj/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { endEverySession, sendResetMail } from '../accounts';
import { stopAccountAlerts } from '../alerts';
import { companyJobsFollowCompany } from '../jobs';
import { type Actor, auditedChange } from '../staff-audit';
import { changeRole, type RoleChange, roleAuditValues } from './role-change';
import { companyIdOf, findUser, lockUser, setActive, type UserRow } from './staff-users.repository';

/** Whether the actor is the staff member the action is about (staff keep the console they are using). */
const isSelf = (actor: Actor, userId: number) => actor.via === 'console' && actor.staffUserId === userId;

/**
 * Deactivates or reactivates an account; a deactivated person is signed out on every device at once
 * (their tokens end with their sessions) and sent no more alerts or SMS, and a deactivated company's
 * jobs leave every public list until it is reactivated (as a suspension does). The change, the end of
 * every sign-in, the alerts, the jobs and the audit row commit together; setting what already is records
 * nothing.
 */
export async function setUserActive(
  db: Db,
  actor: Actor,
  change: { id: number; isActive: boolean; reason: string },
): Promise<UserRow> {
  const { id, isActive } = change;
  if (!isActive && isSelf(actor, id)) throw badRequest(STAFF_CANNOT_DEACTIVATE_SELF);
  return auditedChange(db, actor, async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) throw notFound(STAFF_USER_NOT_FOUND);
    if (before.isActive === isActive) return { result: before, audit: null };
    const after = await setActive(tx, id, isActive);
    const endedSessions = isActive ? 0 : await endEverySession(tx, id);
    if (!isActive) await stopAccountAlerts(tx, id);
    // A company's jobs follow its account: audited as the suspension's are.
    const companyId = await companyIdOf(tx, id);
    const jobsMoved =
      companyId === null
        ? {}
        : { [isActive ? 'jobs_restored' : 'jobs_hidden']: await companyJobsFollowCompany(tx, companyId) };
    const audit = {
      action: isActive ? 'user.reactivate' : 'user.deactivate',
      targetType: 'user',
      targetId: id,
      before: { email: before.email, is_active: before.isActive },
      after: {
        email: after.email,
        is_active: after.isActive,
        ...(isActive ? {} : { ended_sessions: endedSessions }),
        ...jobsMoved,
      },
      reason: change.reason || null,
    };
    return { result: after, audit };
  });
}

/** Mails an active account a password reset link (awaited: staff must know whether the mail left), audited once sent. */
export async function sendStaffPasswordReset(
  deps: { config: Config; db: Db; mailer: Mailer },
  actor: Actor,
  request: { id: number; reason: string },
): Promise<UserRow> {
  const user = await findUser(deps.db, request.id);
  if (!user) throw notFound(STAFF_USER_NOT_FOUND);
  if (!user.isActive) throw badRequest(STAFF_USER_INACTIVE);
  await sendResetMail(deps.config, deps.mailer, user);
  const audit = {
    action: 'user.password_reset',
    targetType: 'user',
    targetId: user.id,
    after: { email: user.email, mailed: true },
    reason: request.reason || null,
  };
  return auditedChange(deps.db, actor, async () => ({ result: user, audit }));
}

/**
 * Gives an account another role (role-change.ts), audited as 'user.role' in the same transaction, from
 * the console or the command line alike. Refused (400) when the role change refuses it; `removeFile`
 * deletes a deleted company row's logo once the change has committed, never before.
 */
export async function changeUserRole(
  db: Db,
  actor: Actor,
  request: { id: number; role: UserRole; reason?: string | undefined },
  removeFile: (key: string) => Promise<void>,
): Promise<RoleChange> {
  if (isSelf(actor, request.id)) throw badRequest(STAFF_CANNOT_CHANGE_OWN_ROLE);
  const change = await auditedChange<RoleChange>(db, actor, async (tx) => {
    const result = await changeRole(tx, request.id, request.role);
    if (!result) throw notFound(STAFF_USER_NOT_FOUND);
    if (!result.changed) return { result, audit: null };
    const audit = { action: 'user.role', targetType: 'user', targetId: request.id, ...roleAuditValues(result) };
    return { result, audit: { ...audit, reason: request.reason || null } };
  });
  if (!change.changed && change.refusal) throw badRequest(change.refusal);
  if (change.changed) for (const key of change.removedFiles) await removeFile(key);
  return change;
}
