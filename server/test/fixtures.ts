import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { applications, companies, industries, jobSeekerProfiles, jobs, sessions, users } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { newCsrfSecret } from '../src/plugins/csrf';
import { TestClient } from './client';

export const FIXTURE_PASSWORD = 'fixture-password-2026';

/** argon2id is slow on purpose: hash the fixture password once per test file and reuse it. */
let passwordHash: Promise<string> | undefined;
const fixtureHash = () => {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(4).toString('hex');

type UserType = 'job_seeker' | 'company' | 'staff';

export async function createUser(
  db: Db,
  options: { userType?: UserType; email?: string; firstName?: string; lastName?: string } = {},
) {
  const userType = options.userType ?? 'job_seeker';
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `${userType}-${unique()}@example.com`,
      passwordHash: await fixtureHash(),
      userType,
      firstName: options.firstName ?? '',
      lastName: options.lastName ?? '',
      isStaff: userType === 'staff',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/**
 * A job seeker whose profile has what applying needs (a name and a phone number), so applying is one
 * click; a seeker from createUser has neither, and the apply step asks for them.
 */
export async function createApplicant(db: Db, options: { email?: string; firstName?: string; lastName?: string } = {}) {
  const user = await createUser(db, { userType: 'job_seeker', firstName: 'Musu', lastName: 'Kollie', ...options });
  await db
    .insert(jobSeekerProfiles)
    .values({ userId: user.id, phoneNumber: `+231886${String(user.id % 1e6).padStart(6, '0')}` });
  return user;
}

export async function createIndustry(db: Db, values: { name?: string; icon?: string | null } = {}) {
  const [industry] = await db
    .insert(industries)
    .values({ name: values.name ?? `Industry ${unique()}`, icon: values.icon ?? null })
    .returning();
  if (!industry) throw new Error('industry not created');
  return industry;
}

/** A company account plus its company row. */
export async function createCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const userId = values.userId ?? (await createUser(db, { userType: 'company' })).id;
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}`, ...values, userId })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function createJob(db: Db, companyId: number, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ title: `Job ${unique()}`, description: 'A job.', ...values, companyId })
    .returning();
  if (!job) throw new Error('job not created');
  return job;
}

export async function createApplication(db: Db, jobId: number, userId: number, coverLetter = 'Hello.') {
  const [application] = await db.insert(applications).values({ jobId, userId, coverLetter }).returning();
  if (!application) throw new Error('application not created');
  return application;
}

/**
 * A TestClient signed in as the user, through a session row written directly (independent of the
 * login endpoint), with a CSRF cookie so unsafe requests pass the CSRF check like a browser's.
 * `ip`: the address its requests come from.
 */
export async function signIn(app: FastifyInstance, db: Db, userId: number, ip?: string): Promise<TestClient> {
  const sessionId = randomBytes(32).toString('hex');
  await db.insert(sessions).values({
    idHash: sha256(sessionId),
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const client = new TestClient(app, ip);
  client.cookies.set('sessionid', sessionId);
  client.cookies.set('csrftoken', newCsrfSecret());
  return client;
}

/** The seeker has confirmed `phone` for SMS (as the profile's confirmation code does), with or without SMS receipts. */
export async function confirmSmsPhone(db: Db, userId: number, phone: string, smsReceipts = false): Promise<void> {
  const confirmed = { phoneNumber: phone, phoneConfirmedAt: new Date(), smsReceipts };
  await db
    .insert(jobSeekerProfiles)
    .values({ userId, ...confirmed })
    .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: confirmed });
}
