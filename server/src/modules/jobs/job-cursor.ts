import { MAX_DB_ID } from '@lj/contract';

/**
 * The keyset cursor of the job list: the sort key of the last job of a page, so the next page starts
 * right after it (an index range instead of skipping `offset` rows). Opaque to clients: base64url of
 * a JSON array. Newest first it is [created_at, id]; a search adds its rank: [created_at, id, rank].
 * created_at and rank are kept as PostgreSQL printed them, so they compare exactly (microseconds,
 * float4) when sent back.
 *
 * Past a common word's ranked matches (rank OLDER_RANK) the cursor also carries what the search learnt
 * when it got there, [created_at, id, rank, count, estimated 0|1, word share], so the pages after it skip
 * the probe of the newest jobs (job-ranked-search.ts). A client that edits them only changes the count of
 * its own answer and the length of one bounded index walk.
 */
export type JobCursor = { createdAt: string; id: number; rank: string | null; carried?: CarriedSearch };

/** What a common word's search knows past its ranked matches: its count and its share of the newest jobs. */
export type CarriedSearch = { count: number; estimated: boolean; wordShare: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;
const REAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * The rank written into the cursor of a job past a common word's ranked window (older matches, newest
 * first; job-ranked-search.ts). Ranks are never negative, so such a cursor sorts after every ranked job.
 * Only such a cursor carries the search's count and word share.
 */
export const OLDER_RANK = '-1';

export function encodeJobCursor(cursor: JobCursor): string {
  const { createdAt, id, rank, carried } = cursor;
  const key =
    rank === null
      ? [createdAt, id]
      : carried && rank === OLDER_RANK
        ? [createdAt, id, rank, carried.count, carried.estimated ? 1 : 0, carried.wordShare]
        : [createdAt, id, rank];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The carried part of a cursor's array, or null when it is not what encodeJobCursor writes. */
function decodeCarried(rank: string, values: unknown[]): CarriedSearch | null {
  const [count, estimated, wordShare] = values;
  if (rank !== OLDER_RANK) return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_DB_ID) return null;
  if (estimated !== 0 && estimated !== 1) return null;
  if (typeof wordShare !== 'number' || !(wordShare > 0 && wordShare <= 1)) return null;
  return { count, estimated: estimated === 1, wordShare };
}

/** The cursor, or null when it is not one of ours or was made for the other order (search or not). */
export function decodeJobCursor(text: string, ranked: boolean): JobCursor | null {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(key) || !(ranked ? [3, 6] : [2]).includes(key.length)) return null;
  const [createdAt, id, rank, ...carried] = key as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_DB_ID) return null;
  if (!ranked) return { createdAt, id, rank: null };
  if (typeof rank !== 'string' || !REAL.test(rank) || rank.length > 40) return null;
  if (carried.length === 0) return { createdAt, id, rank };
  const search = decodeCarried(rank, carried);
  return search ? { createdAt, id, rank, carried: search } : null;
}
