import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import {
  applications,
  bookkeepingRecords,
  companies,
  jobAlerts,
  jobSeekerProfiles,
  jobs,
  payments,
  structuredCvs,
  subscriptions,
  users,
} from '../src/db/schema';
import { newCsrfSecret } from '../src/plugins/csrf';
import { writeSetting } from '../src/modules/settings';
import { TestClient } from './client';
import { createPlan, createProvider, subscribe } from './company-fixtures';
import { createApplication, createCompany, createIndustry, createJob, createUser, signIn } from './fixtures';
import { samplePdf } from './sample-files';

const hex = (bytes = 16) => randomBytes(bytes).toString('hex');

/** Stores a file under DATA_DIR/media as an upload would; answers its stored (relative) path. */
function storeMedia(config: Config, folder: 'resumes' | 'pictures' | 'logos', extension: string, data: Buffer) {
  const dir = path.join(config.dataDir, 'media', folder);
  mkdirSync(dir, { recursive: true });
  const name = `${hex(32)}.${extension}`;
  writeFileSync(path.join(dir, name), data);
  return `${folder}/${name}`;
}

export type SeekerFixture = {
  userId: number;
  /** Stored path of the résumé, e.g. resumes/<hex>.pdf */
  resume: string;
  resumeBytes: Buffer;
  /** Stored path of the one page of a photo CV, e.g. resumes/<hex>.webp (as private as the résumé). */
  resumePage: string;
  /** Text found only in this seeker's own data (phone number, CV summary, job alert). */
  marker: string;
  /** One of the seeker's two job alerts (both named with the marker). */
  alertId: number;
  client: TestClient;
};

export type CompanyFixture = {
  userId: number;
  companyId: number;
  jobIds: number[];
  logo: string;
  /** Text found only in this company's own data (name, bookkeeping notes, payment references). */
  marker: string;
  client: TestClient;
};

export type SecurityFixture = {
  seekers: { s1: SeekerFixture; s2: SeekerFixture };
  companies: { a: CompanyFixture; b: CompanyFixture; c: CompanyFixture };
  /** Applications by id, with who made them and to which company's job. */
  applications: Array<{ id: number; seeker: 's1' | 's2'; company: 'a' | 'b' | 'c'; jobId: number }>;
  planId: number;
  provider: string;
  guest: TestClient;
};

async function seedSeeker(app: FastifyInstance, db: Db, config: Config, name: string): Promise<SeekerFixture> {
  const marker = `seeker-${name}-${hex(6)}`;
  const user = await createUser(db, { userType: 'job_seeker', firstName: name, lastName: marker });
  const resumeBytes = Buffer.concat([samplePdf(), Buffer.from(`% ${marker}\n`)]);
  const resume = storeMedia(config, 'resumes', 'pdf', resumeBytes);
  const resumePage = storeMedia(config, 'resumes', 'webp', Buffer.from(`RIFF0000WEBP ${marker}`));
  await db.insert(jobSeekerProfiles).values({
    userId: user.id,
    resume,
    resumePages: [resumePage],
    picture: storeMedia(config, 'pictures', 'webp', Buffer.from('RIFF0000WEBP')),
    phoneNumber: `+231 77 ${marker}`,
    location: 'Monrovia, Montserrado',
    bio: marker,
    skills: [marker],
  });
  await db.insert(structuredCvs).values({ userId: user.id, summary: `CV of ${marker}` });
  // Two alerts: the matrix edits and deletes the second; the first stays for the session-scoped list.
  const [, alert] = await db
    .insert(jobAlerts)
    .values(
      ['Kept', 'Target'].map((name) => ({ userId: user.id, name: `${name} alert of ${marker}`, frequency: 'daily' })),
    )
    .returning({ id: jobAlerts.id });
  if (!alert) throw new Error('alert not created');
  const client = await signIn(app, db, user.id);
  return { userId: user.id, resume, resumeBytes, resumePage, marker, alertId: alert.id, client };
}

async function seedCompany(
  app: FastifyInstance,
  db: Db,
  config: Config,
  name: string,
  plan: { planId: number; provider: string; industryId: number },
): Promise<CompanyFixture> {
  const marker = `company-${name}-${hex(6)}`;
  const logo = storeMedia(config, 'logos', 'webp', Buffer.from('RIFF0000WEBP'));
  const company = await createCompany(db, { name: marker, logo, industryId: plan.industryId, contactPhone: marker });
  await subscribe(db, company.id, plan.planId, 30);
  const jobIds: number[] = [];
  for (const n of [1, 2]) {
    const job = await createJob(db, company.id, { title: `Haul truck driver ${n}`, location: 'Buchanan, Grand Bassa' });
    jobIds.push(job.id);
  }
  for (const month of ['2024-03', '2024-04']) {
    await db.insert(bookkeepingRecords).values({
      companyId: company.id,
      month,
      revenue: 1000,
      expenses: 500,
      oreExtracted: 12,
      wagesPaid: 300,
      notes: `books of ${marker}`,
    });
  }
  for (const n of [1, 2]) {
    await db.insert(payments).values({
      companyId: company.id,
      planId: plan.planId,
      provider: plan.provider,
      paymentReference: `${marker}-ref-${n}`,
      amount: 25,
    });
  }
  return {
    userId: company.userId,
    companyId: company.id,
    jobIds,
    logo,
    marker,
    client: await signIn(app, db, company.userId),
  };
}

/**
 * Three subscribed companies (two jobs, two bookkeeping months, two payments, a logo each) and two
 * job seekers (résumé on disk, picture, structured CV), written straight into the database.
 * s1 applied to a's two jobs and b's first; s2 to b's two jobs and c's first. So b shares an
 * applicant with a, and each seeker has a company they never applied to (s1: c, s2: a).
 */
export async function seedSecurityFixture(app: FastifyInstance, db: Db, config: Config): Promise<SecurityFixture> {
  await writeSetting(db, 'show_company_bookkeeping', true);
  const industry = await createIndustry(db);
  const plan = await createPlan(db, { amount: 25, durationDays: 30 });
  const provider = await createProvider(db);
  const planDeps = { planId: plan.id, provider: provider.provider, industryId: industry.id };
  const a = await seedCompany(app, db, config, 'a', planDeps);
  const b = await seedCompany(app, db, config, 'b', planDeps);
  const c = await seedCompany(app, db, config, 'c', planDeps);
  const s1 = await seedSeeker(app, db, config, 's1');
  const s2 = await seedSeeker(app, db, config, 's2');
  const companiesByKey = { a, b, c };
  const seekersByKey = { s1, s2 };
  const plan2: Array<['s1' | 's2', 'a' | 'b' | 'c', number]> = [
    ['s1', 'a', 0],
    ['s1', 'a', 1],
    ['s1', 'b', 0],
    ['s2', 'b', 0],
    ['s2', 'b', 1],
    ['s2', 'c', 0],
  ];
  const made: SecurityFixture['applications'] = [];
  for (const [seeker, company, jobIndex] of plan2) {
    const jobId = companiesByKey[company].jobIds[jobIndex] as number;
    const application = await createApplication(db, jobId, seekersByKey[seeker].userId, `Letter ${hex(4)}`);
    made.push({ id: application.id, seeker, company, jobId });
  }
  const guest = new TestClient(app);
  guest.cookies.set('csrftoken', newCsrfSecret());
  return {
    seekers: seekersByKey,
    companies: companiesByKey,
    applications: made,
    planId: plan.id,
    provider: provider.provider,
    guest,
  };
}

/** Every row a user owns, in a stable order: compare two of these to prove nothing changed. */
export async function snapshotOwnedRows(db: Db) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    profiles: await db.select().from(jobSeekerProfiles).orderBy(asc(jobSeekerProfiles.userId)),
    cvs: await db.select().from(structuredCvs).orderBy(asc(structuredCvs.userId)),
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    jobs: await db.select().from(jobs).orderBy(asc(jobs.id)),
    applications: await db.select().from(applications).orderBy(asc(applications.id)),
    bookkeeping: await db.select().from(bookkeepingRecords).orderBy(asc(bookkeepingRecords.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    subscriptions: await db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
    alerts: await db.select().from(jobAlerts).orderBy(asc(jobAlerts.id)),
  };
}
