import {
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
import type { Mailer } from '../../lib/mailer';
import { removeMedia } from '../../lib/uploads';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { staffActor } from '../staff-audit';
import { roleName } from './role-change';
import { listUsers, toStaffUser } from './staff-users.repository';
import { changeUserRole, sendStaffPasswordReset, setUserActive } from './staff-users.service';

type Deps = { config: Config; db: Db; mailer: Mailer };

const actionOptions = staffActionOptions(staffReasonSchema, staffUserActionResponseSchema);

export const staffUsersRoutes: FastifyPluginAsyncZod<Deps> = async (app, { config, db, mailer }) => {
  app.get(
    '/api/staff/users/',
    staffRouteOptions({ querystring: staffUsersQuerySchema, response: { 200: staffUsersResponseSchema } }),
    async (request) => ({ results: (await listUsers(db, request.query)).map(toStaffUser) }),
  );

  const setActiveHandler =
    (isActive: boolean) => async (request: FastifyRequest<{ Params: { id: number }; Body: { reason: string } }>) => {
      const { id } = request.params;
      const user = await setUserActive(db, staffActor(signedInUserId(request)), {
        id,
        isActive,
        reason: request.body.reason,
      });
      const detail = isActive
        ? `${user.email} can sign in again.`
        : `${user.email} is deactivated and signed out everywhere.`;
      return { detail, user: toStaffUser(user) };
    };
  app.post('/api/staff/users/:id/deactivate/', actionOptions, setActiveHandler(false));
  app.post('/api/staff/users/:id/reactivate/', actionOptions, setActiveHandler(true));

  app.post('/api/staff/users/:id/password-reset/', actionOptions, async (request) => {
    const reset = { id: request.params.id, reason: request.body.reason };
    const user = await sendStaffPasswordReset({ config, db, mailer }, staffActor(signedInUserId(request)), reset);
    return { detail: `A reset link was sent to ${user.email}.`, user: toStaffUser(user) };
  });

  app.post(
    '/api/staff/users/:id/role/',
    staffActionOptions(staffRoleRequestSchema, staffUserActionResponseSchema),
    async (request) => {
      const { role } = request.body;
      const change = await changeUserRole(
        db,
        staffActor(signedInUserId(request)),
        { id: request.params.id, ...request.body },
        (key) => removeMedia(config, key, request.log),
      );
      const { email } = change.user;
      const detail = change.changed
        ? `${email} is now a ${roleName[role]} and signed out everywhere.`
        : `${email} is already a ${roleName[role]}.`;
      return { detail, user: toStaffUser(change.user) };
    },
  );
};
