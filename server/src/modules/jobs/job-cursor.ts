/**
 * The keyset cursor of the job list: the sort key of the last job of a page, so the next page starts
 * right after it (an index range instead of skipping `offset` rows). Opaque to clients: base64url of
 * a JSON array. Newest first it is [created_at, id]; a search adds its rank: [created_at, id, rank].
 * created_at and rank are kept as PostgreSQL printed them, so they compare exactly (microseconds,
 * float4) when sent back.
 */
export type JobCursor = { createdAt: string; id: number; rank: string | null };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;
const REAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const MAX_ID = 2_147_483_647;

export function encodeJobCursor(cursor: JobCursor): string {
  const key = cursor.rank === null ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, cursor.rank];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The cursor, or null when it is not one of ours or was made for the other order (search or not). */
export function decodeJobCursor(text: string, ranked: boolean): JobCursor | null {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key.length !== (ranked ? 3 : 2)) return null;
  const [createdAt, id, rank] = key as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  if (!ranked) return { createdAt, id, rank: null };
  if (typeof rank !== 'string' || !REAL.test(rank) || rank.length > 40) return null;
  return { createdAt, id, rank };
}
