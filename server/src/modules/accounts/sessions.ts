import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { randomHex, randomToken, sha256 } from '../../lib/crypto';
import { SESSION_COOKIE } from '../../plugins/auth';

/** Django's default session age: two weeks, absolute. A sign-in's token lives as long. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const newExpiry = () => new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);

function cookieHash(request: FastifyRequest): string | null {
  const id = request.cookies[SESSION_COOKIE];
  return id && id.length <= 128 ? sha256(id) : null;
}

function setSessionCookie(reply: FastifyReply, config: Config, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The raw secrets of one sign-in: the cookie's session id and the DRF-style token (40 hex). */
export type DeviceSecrets = { sessionId: string; token: string };

/**
 * Writes the session row of one sign-in with a token of its own. Only SHA-256s are stored, so a
 * database leak leaks no live session or token. Also used by tests that sign in without the API.
 */
export async function createDeviceSession(
  db: Db,
  userId: number,
  data: Record<string, unknown> = {},
): Promise<DeviceSecrets> {
  const secrets = { sessionId: randomToken(32), token: randomHex(40) };
  await db.insert(sessions).values({
    idHash: sha256(secrets.sessionId),
    userId,
    data,
    tokenHash: sha256(secrets.token),
    expiresAt: newExpiry(),
  });
  return secrets;
}

/**
 * Signs this browser in as the user: a session under a NEW random id (rotation defeats session
 * fixation) with a token of its own, which the caller hands out once. The session the browser had
 * is deleted (its token with it); its data carries over if it was anonymous or the same user's, as
 * Django's cycle_key does. The user's other sign-ins (other devices) are left alone.
 */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  let data: Record<string, unknown> = {};
  const previous = cookieHash(request);
  if (previous) {
    const [old] = await db
      .delete(sessions)
      .where(eq(sessions.idHash, previous))
      .returning({ userId: sessions.userId, data: sessions.data });
    if (old && (old.userId === null || old.userId === userId)) data = old.data;
  }
  // Housekeeping on a rare path: expired rows (and their tokens) are never accepted again.
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  const { sessionId, token } = await createDeviceSession(db, userId, data);
  setSessionCookie(reply, config, sessionId);
  return token;
}

/**
 * Gives the browser's session of this user a new id (and a new two weeks), keeping its token and data:
 * after a password change the device goes on, but the id it had before is dead. No-op without one.
 */
export async function rotateSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const current = cookieHash(request);
  if (!current) return;
  const id = randomToken(32);
  const rotated = await db
    .update(sessions)
    .set({ idHash: sha256(id), expiresAt: newExpiry() })
    .where(and(eq(sessions.idHash, current), eq(sessions.userId, userId)))
    .returning({ idHash: sessions.idHash });
  if (rotated.length > 0) setSessionCookie(reply, config, id);
}

/** The sign-in this request comes from: the session its cookie names and the token it sent. */
function thisDevice(request: FastifyRequest): SQL | undefined {
  const byCookie = cookieHash(request);
  const byToken = request.auth.tokenHash;
  return or(
    byCookie ? eq(sessions.idHash, byCookie) : undefined,
    byToken ? eq(sessions.tokenHash, byToken) : undefined,
  );
}

/**
 * Logout: ends this device's sign-in only, the session of its cookie and the one of its token (one
 * row when both came from the same sign-in), and clears the cookie. Other devices stay signed in.
 */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const device = thisDevice(request);
  if (device) await db.delete(sessions).where(device);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Ends every sign-in of the user, sessions and tokens (a password reset, "Sign out everywhere").
 * Answers how many ended.
 */
export async function endEverySession(db: Db, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
  return ended.length;
}

/**
 * After a password change: every sign-in of the user except this device's (its cookie's session and
 * its token's) ends, so whoever knew the old password is signed out everywhere else.
 */
export async function endOtherSessions(db: Db, request: FastifyRequest, userId: number): Promise<void> {
  const mine = eq(sessions.userId, userId);
  const device = thisDevice(request);
  // On a row without a token `token_hash = x` is NULL, and so would be NOT (... OR ...): coalesce it.
  const others = device ? sql`not coalesce(${device}, false)` : undefined;
  await db.delete(sessions).where(and(mine, others));
}
