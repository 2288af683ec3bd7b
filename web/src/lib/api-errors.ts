import { ApiError } from './api-client';

/** The server's `detail`, when the error is an answer that carries one. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.data.detail === 'string' && error.data.detail
    ? error.data.detail
    : undefined;
}

/** Field errors of a 400 answer as `{field: 'first message'}`, for showing under the inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.data)) {
    if (key === 'detail' || key === 'code' || key === 'error_id') continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) result[key] = first;
  }
  return result;
}
