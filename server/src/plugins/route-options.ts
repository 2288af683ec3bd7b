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
