const MAX_WORDS = 12;

/**
 * Turns what a visitor typed into a PostgreSQL tsquery text with prefix matching: only letters
 * and digits survive (so no tsquery syntax can be injected), each word becomes `word:*`, all AND-ed.
 * Null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
