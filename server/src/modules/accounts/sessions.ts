import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authTokens, sessions } from '../../db/schema';
import { randomHex, randomToken, sha256 } from '../../lib/crypto';
import { SESSION_COOKIE } from '../../plugins/auth';

/** Django's default session age: two weeks, absolute. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

function cookieHash(request: FastifyRequest): string | null {
  const id = request.cookies[SESSION_COOKIE];
  return id && id.length <= 128 ? sha256(id) : null;
}

/**
 * Starts a session for the user under a NEW random id (rotation defeats session fixation) and
 * deletes the one the browser had. Data of an anonymous (or the same user's) session carries over,
 * as Django's cycle_key does; another user's data never does.
 */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  let data: Record<string, unknown> = {};
  const previous = cookieHash(request);
  if (previous) {
    const [old] = await db
      .delete(sessions)
      .where(eq(sessions.idHash, previous))
      .returning({ userId: sessions.userId, data: sessions.data });
    if (old && (old.userId === null || old.userId === userId)) data = old.data;
  }
  // Housekeeping on a rare path: expired rows are never read again.
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  const id = randomToken(32);
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    data,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Deletes the browser's session on the server and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hash = cookieHash(request);
  if (hash) await db.delete(sessions).where(eq(sessions.idHash, hash));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Issues the user's DRF-style token (40 hex characters). Only its SHA-256 is stored, so the old
 * key can't be handed out again: each sign-in replaces it.
 */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const key = randomHex(40);
  const keyHash = sha256(key);
  await db
    .insert(authTokens)
    .values({ keyHash, userId })
    .onConflictDoUpdate({ target: authTokens.userId, set: { keyHash, createdAt: sql`now()` } });
  return key;
}

export async function deleteToken(db: Db, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** Signs the user out everywhere: every session and the token (after a password reset). */
export async function endEverySession(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await deleteToken(db, userId);
}

/**
 * After a password change: every session of the user except the caller's (`keepHash`; null keeps
 * none) and the token end, so whoever knew the old password is signed out everywhere else.
 */
export async function endOtherSessions(db: Db, userId: number, keepHash: string | null): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepHash ? and(mine, ne(sessions.idHash, keepHash)) : mine);
  await deleteToken(db, userId);
}
