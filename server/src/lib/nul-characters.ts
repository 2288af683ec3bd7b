/** PostgreSQL text cannot hold a NUL character: saving one fails the whole statement. */
export const NUL_CHARACTER = 'Text may not contain NUL (\\u0000) characters.';

export const hasNul = (text: string) => text.includes('\0');

/** The top-level field of `value` that holds a NUL character anywhere inside ('' for a bare string), or null. */
export function fieldWithNul(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return typeof value === 'string' && hasNul(value) ? '' : null;
  for (const [key, item] of Object.entries(value)) {
    if (fieldWithNul(item) !== null) return key;
  }
  return null;
}
