import {
  STAFF_CANNOT_CHANGE_OWN_ROLE,
  STAFF_CANNOT_DEACTIVATE_SELF,
  STAFF_USER_INACTIVE,
  STAFF_USER_NOT_FOUND,
  staffReasonSchema,
  staffRoleRequestSchema,
  staffUserActionResponseSchema,
  staffUsersQuerySchema,
  staffUsersResponseSchema,
} from '@lj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { removeMedia } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { endEverySession, sendResetMail } from '../accounts';
import { recordStaffAction } from '../staff-audit';
import { changeRole, roleAuditValues, roleName } from './role-change';
import { findUser, lockUser, searchUsers, setActive, toStaffUser } from './staff-users.repository';

type Deps = { config: Config; db: Db; mailer: Mailer };

const actionOptions = staffActionOptions(staffReasonSchema, staffUserActionResponseSchema);

export const staffUsersRoutes: FastifyPluginAsyncZod<Deps> = async (app, { config, db, mailer }) => {
  app.get(
    '/api/staff/users/',
    staffRouteOptions({ querystring: staffUsersQuerySchema, response: { 200: staffUsersResponseSchema } }),
    async (request) => ({ results: (await searchUsers(db, request.query.email)).map(toStaffUser) }),
  );

  /** Deactivate or reactivate: the change, the end of every sign-in and the audit row commit together. */
  const setActiveHandler =
    (isActive: boolean) => async (request: FastifyRequest<{ Params: { id: number }; Body: { reason: string } }>) => {
      const staff = requireUser(request);
      const { id } = request.params;
      if (!isActive && id === staff.id) throw badRequest(STAFF_CANNOT_DEACTIVATE_SELF);
      const user = await db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (!before) throw notFound(STAFF_USER_NOT_FOUND);
        if (before.isActive === isActive) return before;
        const after = await setActive(tx, id, isActive);
        // A deactivated person is signed out on every device at once (their tokens end with their sessions).
        const endedSessions = isActive ? 0 : await endEverySession(tx, id);
        await recordStaffAction(tx, {
          staffUserId: staff.id,
          action: isActive ? 'user.reactivate' : 'user.deactivate',
          targetType: 'user',
          targetId: id,
          before: { email: before.email, is_active: before.isActive },
          after: {
            email: after.email,
            is_active: after.isActive,
            ...(isActive ? {} : { ended_sessions: endedSessions }),
          },
          reason: request.body.reason || null,
        });
        return after;
      });
      const detail = isActive
        ? `${user.email} can sign in again.`
        : `${user.email} is deactivated and signed out everywhere.`;
      return { detail, user: toStaffUser(user) };
    };
  app.post('/api/staff/users/:id/deactivate/', actionOptions, setActiveHandler(false));
  app.post('/api/staff/users/:id/reactivate/', actionOptions, setActiveHandler(true));

  app.post('/api/staff/users/:id/password-reset/', actionOptions, async (request) => {
    const staff = requireUser(request);
    const user = await findUser(db, request.params.id);
    if (!user) throw notFound(STAFF_USER_NOT_FOUND);
    if (!user.isActive) throw badRequest(STAFF_USER_INACTIVE);
    // Awaited (unlike the public form): staff must know whether the mail left.
    await sendResetMail(config, mailer, user);
    await recordStaffAction(db, {
      staffUserId: staff.id,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: user.id,
      after: { email: user.email, mailed: true },
      reason: request.body.reason || null,
    });
    return { detail: `A reset link was sent to ${user.email}.`, user: toStaffUser(user) };
  });

  /** A new role: the account row, what the role needs, the end of every sign-in and the audit row commit together. */
  app.post(
    '/api/staff/users/:id/role/',
    staffActionOptions(staffRoleRequestSchema, staffUserActionResponseSchema),
    async (request) => {
      const staff = requireUser(request);
      const { id } = request.params;
      const { role, reason } = request.body;
      // Staff keep the console they are using; another staff member can change their role.
      if (id === staff.id) throw badRequest(STAFF_CANNOT_CHANGE_OWN_ROLE);
      const change = await db.transaction(async (tx) => {
        const result = await changeRole(tx, id, role);
        if (!result) throw notFound(STAFF_USER_NOT_FOUND);
        if (result.changed)
          await recordStaffAction(tx, {
            staffUserId: staff.id,
            action: 'user.role',
            targetType: 'user',
            targetId: id,
            ...roleAuditValues(result),
            reason: reason || null,
          });
        return result;
      });
      // Committed: the deleted company row's logo file can go now.
      if (change.changed) for (const key of change.removedFiles) await removeMedia(config, key, request.log);
      if (!change.changed && change.refusal) throw badRequest(change.refusal);
      const { email } = change.user;
      const detail = change.changed
        ? `${email} is now a ${roleName[role]} and signed out everywhere.`
        : `${email} is already a ${roleName[role]}.`;
      return { detail, user: toStaffUser(change.user) };
    },
  );
};
