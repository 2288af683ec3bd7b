import { eq } from 'drizzle-orm';
import { createPlan, createProvider, subscribe } from '../company-fixtures';
import { createApplicant, createCompany, createJob } from '../fixtures';
import type { Db } from '../../src/db/client';
import { applications, payments, subscriptions } from '../../src/db/schema';
import { createDeviceSession } from '../../src/modules/accounts/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The company's subscription starts this far ahead, so each payment adds exactly the plan's days. */
const HEAD_START_DAYS = 1000;

/** What a spawned server is written through: API tokens (no CSRF dance) and many jobs to apply to. */
export type WriteWorld = {
  seekerToken: string;
  seekerId: number;
  companyToken: string;
  companyId: number;
  jobIds: number[];
  planId: number;
  planDays: number;
  provider: string;
  subscriptionStart: number;
};

const tokenFor = async (db: Db, userId: number): Promise<string> => (await createDeviceSession(db, userId)).token;

/** Fills a migrated database (written directly, before the server starts) with a seeker, a company and jobs. */
export async function createWriteWorld(db: Db, jobCount: number): Promise<WriteWorld> {
  const seeker = await createApplicant(db);
  const company = await createCompany(db);
  const jobIds: number[] = [];
  for (let i = 0; i < jobCount; i++) jobIds.push((await createJob(db, company.id)).id);
  const plan = await createPlan(db, { amount: 25, durationDays: 30 });
  const provider = await createProvider(db);
  const end = await subscribe(db, company.id, plan.id, HEAD_START_DAYS);
  return {
    seekerToken: await tokenFor(db, seeker.id),
    seekerId: seeker.id,
    companyToken: await tokenFor(db, company.userId),
    companyId: company.id,
    jobIds,
    planId: plan.id,
    planDays: plan.durationDays,
    provider: provider.provider,
    subscriptionStart: end.getTime(),
  };
}

/** Long enough for a busy two-core machine; a request never answered counts as not acknowledged. */
const REQUEST_TIMEOUT_MS = 30_000;

const post = (url: string, token: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

/** One write through the API; answers the HTTP status, or 0 when no answer came (connection lost). */
export async function apply(baseUrl: string, world: WriteWorld, jobId: number): Promise<number> {
  try {
    const response = await post(`${baseUrl}/api/jobs/${jobId}/apply/`, world.seekerToken, { cover_letter: 'Hi.' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export async function confirmPayment(baseUrl: string, world: WriteWorld, reference: string): Promise<number> {
  try {
    const response = await post(`${baseUrl}/api/companies/payment/confirm/`, world.companyToken, {
      provider: world.provider,
      payment_reference: reference,
      amount: 25,
      plan_id: world.planId,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export type StoredWrites = {
  applicationJobIds: Set<number>;
  paymentReferences: Set<string>;
  /** Days the subscription was extended beyond its start, if it is a whole number of plan periods. */
  subscriptionExtendedBy: number;
};

/** What the database holds of the writes, read back after a fault. */
export async function readWrites(db: Db, world: WriteWorld): Promise<StoredWrites> {
  const appRows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.userId, world.seekerId));
  const payRows = await db
    .select({ reference: payments.paymentReference })
    .from(payments)
    .where(eq(payments.companyId, world.companyId));
  const [sub] = await db
    .select({ activeUntil: subscriptions.activeUntil })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, world.companyId));
  return {
    applicationJobIds: new Set(appRows.map((row) => row.jobId)),
    paymentReferences: new Set(payRows.map((row) => row.reference)),
    subscriptionExtendedBy: ((sub?.activeUntil.getTime() ?? 0) - world.subscriptionStart) / DAY_MS,
  };
}
