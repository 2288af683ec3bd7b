import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import {
  companies,
  industries,
  jobSeekerProfiles,
  jobs,
  paymentProviders,
  payments,
  siteSettings,
  structuredCvs,
  subscriptionPlans,
  subscriptions,
  users,
} from './schema';
import { DEMO_PASSWORD, demoEmployer, demoSeeker } from './seed/accounts';
import { demoEmployerPlan, demoPlans, demoProviders } from './seed/billing';
import { demoCompanies, demoEmployerCompany } from './seed/companies';
import { demoIndustries } from './seed/industries';
import { buildDemoJobs } from './seed/jobs';
import { createRandom } from './seed/random';

export type SeedResult = { accounts: string[] };
export type SeedSummary = SeedResult & { counts: Record<string, number> };

const DAY_MS = 24 * 60 * 60 * 1000;
const JOB_COUNT = 200;
/** Any fixed number: two processes booting on one empty database must not both seed it. */
const SEED_LOCK = 727_001;

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data set (fictional Liberian companies, jobs, plans, providers and two demo accounts)
 * in one transaction when the database has no users; returns what it created, or null when it did nothing.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  // Hashed before the transaction so the lock is held only for the inserts.
  const [seekerHash, employerHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  const random = createRandom(2026);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return null;

    // Operator-made rows (added with the CLI before the first start) are kept as they are.
    await tx
      .insert(industries)
      .values(Object.entries(demoIndustries).map(([name, { icon }]) => ({ name, icon })))
      .onConflictDoNothing();
    const industryIds = new Map((await tx.select().from(industries)).map((row) => [row.name, row.id]));

    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const owners = demoCompanies.map((company) => {
      const isEmployer = company.name === demoEmployerCompany;
      return {
        email: isEmployer ? demoEmployer.email : `hr@${company.slug}.example.com`,
        passwordHash: isEmployer ? employerHash : null,
        userType: 'company' as const,
        firstName: isEmployer ? demoEmployer.firstName : '',
        lastName: isEmployer ? demoEmployer.lastName : '',
        dateJoined: daysAgo(random.int(60, 900)),
      };
    });
    const insertedUsers = await tx
      .insert(users)
      .values([
        {
          email: demoSeeker.email,
          passwordHash: seekerHash,
          userType: 'job_seeker',
          firstName: demoSeeker.firstName,
          lastName: demoSeeker.lastName,
          dateJoined: daysAgo(20),
        },
        ...owners,
      ])
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(insertedUsers.map((row) => [row.email, row.id]));
    const seekerId = userIds.get(demoSeeker.email) as number;

    const insertedCompanies = await tx
      .insert(companies)
      .values(
        demoCompanies.map((company, index) => {
          const owner = owners[index] as (typeof owners)[number];
          return {
            userId: userIds.get(owner.email) as number,
            name: company.name,
            description: company.description,
            website: `https://${company.slug}.example.com`,
            size: company.size,
            industryId: industryIds.get(company.industry) ?? null,
            foundedYear: company.foundedYear,
            location: company.sites[0] ?? '',
            contactEmail: `info@${company.slug}.example.com`,
            contactPhone: `+231 ${random.pick(['77', '88', '55'])} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
            address: company.address,
            createdAt: owner.dateJoined,
            updatedAt: owner.dateJoined,
          };
        }),
      )
      .returning({ id: companies.id, name: companies.name });
    const companyIds = new Map(insertedCompanies.map((row) => [row.name, row.id]));

    const jobRows = buildDemoJobs(
      random,
      demoCompanies.map((data) => ({ id: companyIds.get(data.name) as number, data })),
      JOB_COUNT,
      now,
    );
    await tx.insert(jobs).values(jobRows);

    await tx.insert(jobSeekerProfiles).values({ userId: seekerId, ...demoSeeker.profile });
    await tx.insert(structuredCvs).values({ userId: seekerId, ...demoSeeker.cv });

    await tx
      .insert(subscriptionPlans)
      .values(demoPlans.map((plan) => ({ ...plan, currency: 'USD', durationDays: 30, userType: 'company' })))
      .onConflictDoNothing();
    await tx
      .insert(paymentProviders)
      .values([...demoProviders])
      .onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values([
        { key: 'show_company_bookkeeping', value: false },
        { key: 'enable_console_logs', value: false },
      ])
      .onConflictDoNothing();

    const plans = await tx.select().from(subscriptionPlans);
    const plan = plans.find((row) => row.name === demoEmployerPlan && row.userType === 'company');
    const employerCompanyId = companyIds.get(demoEmployerCompany);
    if (!plan || employerCompanyId === undefined) throw new Error('demo seed: employer plan or company missing');
    const activeUntil = new Date(now.getTime() + plan.durationDays * DAY_MS);
    // Checked against the statement already, so the demo employer keeps posting past the grace period.
    await tx.insert(payments).values({
      companyId: employerCompanyId,
      planId: plan.id,
      provider: demoProviders[0].provider,
      paymentReference: 'OM-DEMO-000001',
      amount: plan.amount,
      createdAt: now,
      state: 'verified',
      reviewedAt: now,
      reviewNote: 'Demo data.',
      periodEnd: activeUntil,
    });
    await tx.insert(subscriptions).values({
      companyId: employerCompanyId,
      planId: plan.id,
      activeUntil,
      createdAt: now,
      updatedAt: now,
    });

    const counties = new Set(
      jobRows.map((job) => job.location?.split(', ')[1]).filter((county): county is string => Boolean(county)),
    );
    return {
      accounts: [`${demoSeeker.email} (job seeker)`, `${demoEmployer.email} (company)`],
      counts: {
        users: insertedUsers.length,
        industries: industryIds.size,
        companies: insertedCompanies.length,
        jobs: jobRows.length,
        inactiveJobs: jobRows.filter((job) => job.isActive === false).length,
        remoteJobs: jobRows.filter((job) => job.isRemote).length,
        lrdJobs: jobRows.filter((job) => job.salaryCurrency === 'LRD').length,
        counties: counties.size,
        plans: plans.length,
        providers: demoProviders.length,
      },
    };
  });
}

/** Called at boot when SEED_DEMO is on: seeds only a database without users. */
export async function seedDemoIfEmpty(db: Db, _config: Config): Promise<SeedResult | null> {
  const summary = await seedDemo(db);
  return summary ? { accounts: summary.accounts } : null;
}
