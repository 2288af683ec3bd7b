import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { CHECK_THE_FORM, HttpError } from '../lib/http-errors';

/** Field name of a validation issue: "/email" -> "email", "/education/0/degree" -> "education". */
function fieldOf(instancePath: string): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  return first ?? 'non_field_errors';
}

/**
 * One place answers every error: coded client errors as `{detail, code?, field: [...]}`,
 * server errors as a generic detail plus an error id that is also in the log.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const { retryAfter, ...extra } = error.extra;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.code(error.statusCode).send({ detail: error.detail, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contract's messages name their field in words (contract/src/messages.ts), so the detail is
      // the first of them as it is: a person may read it, and "salary_min: ..." would show a key.
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        fields[field] = [...(fields[field] ?? []), issue.message ?? CHECK_THE_FORM];
      }
      const detail = Object.values(fields)[0]?.[0] ?? CHECK_THE_FORM;
      return reply.code(400).send({ detail, ...fields });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type...
      return reply.code(status).send({ detail: error.message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting: the pool reconnects by itself, so the client may simply try again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ detail: 'The database is unavailable. Please try again.' });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.', error_id: errorId });
  });
}
