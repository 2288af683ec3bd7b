/** An error that the error handler turns into `{detail, code?, ...fields}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, extra: Record<string, unknown> = {}) => new HttpError(400, detail, extra);
export const notAuthenticated = () => new HttpError(401, 'Authentication credentials were not provided.');
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, extra: Record<string, unknown> = {}) => new HttpError(409, detail, extra);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`, {
    retryAfter: retryAfterSeconds,
  });

/** What a refusal says when no field named a problem (never a schema library's wording). */
export const CHECK_THE_FORM = 'Something in the form is not right. Check it and try again.';

/** Field errors in the DRF shape: `{field: ["message"]}` plus a summary detail, the first message. */
export const fieldErrors = (errors: Record<string, string[]>, code?: string) =>
  new HttpError(400, Object.values(errors)[0]?.[0] ?? CHECK_THE_FORM, code ? { ...errors, code } : errors);
