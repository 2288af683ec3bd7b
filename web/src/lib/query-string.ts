/** A value of a request's query: empty ones are left out, a list repeats its name. */
export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;

/**
 * `?a=1&b=x` as the API client sends it (in the order given), or '' when nothing is left. The service
 * worker builds the same addresses for the answers it keeps from a page (pwa/public-answers.ts).
 */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
