import { describe, expect, it } from 'vitest';
import { decodeJobCursor, encodeJobCursor, type JobCursor, OLDER_RANK } from './job-cursor';

const createdAt = '2026-11-20 09:15:02.123456+00';
const older: JobCursor = {
  createdAt,
  id: 42,
  rank: OLDER_RANK,
  carried: { count: 15000, estimated: true, wordShare: 0.152 },
};
/** A cursor as a client could send it: any JSON array, base64url. */
const raw = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('job list cursor', () => {
  it('when a cursor past the ranked matches carries the search, then it decodes to the same cursor', () => {
    expect(decodeJobCursor(encodeJobCursor(older), true)).toEqual(older);
  });

  it('when a cursor has a rank or no rank, then it carries nothing and decodes as it was', () => {
    const ranked = { createdAt, id: 7, rank: '0.0759' };
    // A ranked page's cursor goes back to the probe, whatever the caller hands over.
    expect(decodeJobCursor(encodeJobCursor({ ...ranked, carried: older.carried }), true)).toEqual(ranked);
    const newest = { createdAt, id: 7, rank: null };
    expect(decodeJobCursor(encodeJobCursor(newest), false)).toEqual(newest);
    // Cursors handed out before cursors carried anything still work.
    expect(decodeJobCursor(raw([createdAt, 42, OLDER_RANK]), true)).toEqual({ createdAt, id: 42, rank: OLDER_RANK });
  });

  it('when the carried part is not what the server writes, then the cursor is refused', () => {
    for (const carried of [
      [15000, 1, 0.152, 'extra'],
      [15000, 1],
      [-1, 1, 0.152],
      [1.5, 1, 0.152],
      [2 ** 31, 1, 0.152],
      ['15000', 1, 0.152],
      [15000, true, 0.152],
      [15000, 2, 0.152],
      [15000, 1, 0],
      [15000, 1, 1.01],
      [15000, 1, '0.152'],
    ]) {
      expect(decodeJobCursor(raw([createdAt, 42, OLDER_RANK, ...carried]), true)).toBeNull();
    }
    // Only a cursor past the ranked matches carries; a newest-first list has no search to carry.
    expect(decodeJobCursor(raw([createdAt, 42, '0.0759', 15000, 1, 0.152]), true)).toBeNull();
    expect(decodeJobCursor(raw([createdAt, 42, OLDER_RANK, 15000, 1, 0.152]), false)).toBeNull();
  });
});
