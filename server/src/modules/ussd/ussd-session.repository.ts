import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ussdSessions } from '../../db/schema';

/** A session as stored; `screen` is '' until its first screen is shown. */
type SessionRow = { phone: string; answered: string; state: unknown; screen: string };

/**
 * The gateway's session, made on its first request, its row locked until the transaction ends: the
 * steps of one session go one at a time, and of two first requests with one id (from two numbers) the
 * first makes the row and the second finds it taken. Making one also clears the sessions untouched for
 * a day (a gateway closes a session within minutes), so the table holds only the day's.
 */
export async function lockSession(db: Db, sessionId: string, phone: string): Promise<SessionRow> {
  const made = await db
    .insert(ussdSessions)
    .values({ sessionId, phone, answered: '', state: {}, screen: '' })
    .onConflictDoNothing()
    .returning({ sessionId: ussdSessions.sessionId });
  if (made.length > 0) {
    await db.delete(ussdSessions).where(lt(ussdSessions.updatedAt, sql`now() - interval '1 day'`));
  }
  const [row] = await db
    .select({
      phone: ussdSessions.phone,
      answered: ussdSessions.answered,
      state: ussdSessions.state,
      screen: ussdSessions.screen,
    })
    .from(ussdSessions)
    .where(eq(ussdSessions.sessionId, sessionId))
    .for('update');
  if (!row) throw new Error('USSD session neither made nor found');
  return row;
}

/** Where the session now stands: the gateway's text answered, the menu's state, the screen shown. */
export async function saveSession(
  db: Db,
  sessionId: string,
  values: { answered: string; state: unknown; screen: string },
): Promise<void> {
  await db
    .update(ussdSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ussdSessions.sessionId, sessionId));
}
