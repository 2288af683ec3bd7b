import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';

export type AuthUser = {
  id: number;
  email: string;
  userType: 'job_seeker' | 'company' | 'staff';
  firstName: string;
  lastName: string;
  isStaff: boolean;
};

export type AuthContext = {
  user: AuthUser | null;
  /** How the caller proved who they are: the session cookie, the Token header, or not at all. */
  via: 'session' | 'token' | null;
  /** SHA-256 of the session id from the cookie when it names a live session. */
  sessionHash: string | null;
  /** SHA-256 of the token when the Token header signed the caller in (it names their session row). */
  tokenHash: string | null;
};

const userColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  isStaff: users.isStaff,
  isActive: users.isActive,
};

export async function userForSession(db: Db, sessionId: string): Promise<AuthUser | null | undefined> {
  const [row] = await db
    .select({ ...userColumns, sessionUserId: sessions.userId })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sha256(sessionId)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined; // no such live session
  if (row.id === null || !row.isActive) return null; // anonymous session, or a disabled account
  return toAuthUser(row);
}

/**
 * The active user `userId`, as a sign-in would have them: for callers the network vouches for (a USSD
 * session or an SMS comes from the number itself), who have no session.
 */
export async function activeUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row?.isActive ? toAuthUser(row) : null;
}

/** The user of a token, if the session it was issued with is live (tokens end with their session). */
export async function userForToken(db: Db, key: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(key)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.isActive ? toAuthUser(row) : null;
}

function toAuthUser(row: {
  id: number | null;
  email: string | null;
  userType: AuthUser['userType'] | null;
  firstName: string | null;
  lastName: string | null;
  isStaff: boolean | null;
}): AuthUser {
  return {
    id: row.id as number,
    email: row.email ?? '',
    userType: row.userType ?? 'job_seeker',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    isStaff: row.isStaff ?? false,
  };
}
