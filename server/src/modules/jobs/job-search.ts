import type { JobListQuery } from '@lj/contract';

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

/**
 * A job list query with its search text turned into a tsquery once: the cursor, the filters and the count
 * of one request all read `words`. `open` keeps only jobs open for applications (openJob), as the feeds do.
 */
export type JobSearch = { query: JobListQuery; words: string | null; open: boolean };

export function jobSearchOf(query: JobListQuery, options: { open?: boolean } = {}): JobSearch {
  return { query, words: query.search ? toPrefixTsquery(query.search) : null, open: options.open ?? false };
}
