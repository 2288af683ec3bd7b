import type { z } from 'zod';
import { fieldErrors, type HttpError } from '../../lib/http-errors';

/** A failed parse as DRF-style field errors: `{field: ["message", ...]}` keyed by the top-level field. */
export function zodFieldErrors(error: z.ZodError): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return fieldErrors(errors);
}
