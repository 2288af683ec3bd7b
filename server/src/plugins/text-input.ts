import type { FastifyInstance } from 'fastify';
import { fieldErrors } from '../lib/http-errors';
import { fieldWithNul, NUL_CHARACTER } from '../lib/nul-characters';

/**
 * JSON and query strings can carry NUL (`\u0000`, `%00`), which PostgreSQL text refuses with an
 * error (a 500): refused up front with a 400 instead. Runs after the access check.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.body, request.query]) {
      const field = fieldWithNul(input);
      if (field !== null) throw fieldErrors({ [field || 'non_field_errors']: [NUL_CHARACTER] });
    }
  });
}
