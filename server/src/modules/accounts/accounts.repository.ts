import type { UserType } from '@lj/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobSeekerProfiles, users } from '../../db/schema';
import { companyNameFromEmail } from './company-name';

/** What sign-in and password reset need to know about an account (the hash never leaves the server). */
export type Credentials = {
  id: number;
  email: string;
  passwordHash: string | null;
  isActive: boolean;
  lastLogin: Date | null;
  googleSub: string | null;
};

const credentialColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  googleSub: users.googleSub,
};

/** E-mails are stored lower-cased; callers pass the address as typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findCredentialsByEmail(db: Db, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findCredentialsById(db: Db, id: number): Promise<Credentials | null> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findCredentialsByGoogleSub(db: Db, sub: string): Promise<Credentials | null> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export type NewAccount = {
  email: string;
  passwordHash: string | null;
  userType: UserType;
  firstName?: string;
  lastName?: string;
  googleSub?: string;
};

/**
 * Creates the user with what its type needs (a job seeker profile, or a company named after the
 * e-mail) in one transaction. A taken e-mail surfaces as the unique index's violation.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: normalizeEmail(account.email),
        passwordHash: account.passwordHash,
        userType: account.userType,
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        googleSub: account.googleSub ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('User insert returned no row');
    if (account.userType === 'job_seeker') {
      await tx.insert(jobSeekerProfiles).values({ userId: user.id });
    } else {
      // A stand-in until the company names itself: not public, cannot post (docs/decisions/0034-chosen-company-name.md).
      await tx
        .insert(companies)
        .values({ userId: user.id, name: companyNameFromEmail(account.email), nameChosen: false });
    }
    return user.id;
  });
}

/** PostgreSQL's unique_violation, whether the driver throws it directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));
}

/** Links a Google identity to an account that has none yet; false when another one is linked. */
export async function linkGoogleSub(db: Db, userId: number, sub: string): Promise<boolean> {
  const linked = await db
    .update(users)
    .set({ googleSub: sub })
    .where(and(eq(users.id, userId), isNull(users.googleSub)))
    .returning({ id: users.id });
  return linked.length === 1;
}

/**
 * Sets a new password only if the hash is still the one the reset link was made for, so two
 * concurrent uses of one link cannot both succeed.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  expectedHash: string | null,
  newHash: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), sql`${users.passwordHash} is not distinct from ${expectedHash}`))
    .returning({ id: users.id });
  return updated.length === 1;
}
