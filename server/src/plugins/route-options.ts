import { idParamSchema } from '@lj/contract';
import type { FastifySchema } from 'fastify';
import type { AccessPolicy } from './auth';

/**
 * The options every API route declares: who may call it (auth.ts checks it) and its schema, filed
 * under its module's OpenAPI tag: `routeOptions('jobs', 'public', { response: { 200: jobSchema } })`.
 */
export const routeOptions = <Schema extends FastifySchema>(tag: string, access: AccessPolicy, schema: Schema) => ({
  config: { access },
  schema: { tags: [tag], ...schema },
});

/** A staff console route: staff only, filed under the 'staff' tag. */
export const staffRouteOptions = <Schema extends FastifySchema>(schema: Schema) =>
  routeOptions('staff', ['staff'], schema);

/** A staff action on one record (`:id`): the body `body` checks, answered (200) in the `answer` shape. */
export const staffActionOptions = <Body, Answer>(body: Body, answer: Answer) =>
  staffRouteOptions({ params: idParamSchema, body, response: { 200: answer } });
