import { COMPANY_JOBS_PAGE_SIZE, type CompanyJobsQuery, type JobForm } from '@lj/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobs } from '../../db/schema';
import { type JobRow, notDeleted, selectJobs } from '../jobs';

type JobValues = Omit<
  typeof jobs.$inferInsert,
  'id' | 'companyId' | 'views' | 'isDeleted' | 'createdAt' | 'moderation' | 'moderationReason'
>;

/** Only the form's fields reach the row: the company, views and deletion state are never taken from a body. */
function toJobValues(form: JobForm): JobValues {
  return {
    title: form.title,
    description: form.description,
    requirements: form.requirements,
    location: form.location,
    isRemote: form.is_remote,
    jobType: form.job_type,
    experienceLevel: form.experience_level,
    payPeriod: form.pay_period,
    salaryMin: form.salary_min,
    salaryMax: form.salary_max,
    salaryCurrency: form.salary_currency,
    isActive: form.is_active,
    deadline: form.deadline,
    skills: form.skills,
    educationRequirements: form.education_requirements,
    benefits: form.benefits,
    seniorityLevel: form.seniority_level,
    employmentType: form.employment_type,
    positionsAvailable: form.positions_available,
  };
}

const ownJob = (companyId: number, jobId: number) =>
  and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), notDeleted) as SQL;

/** Inserts the job, held for review from the start when `holdReason` says why (job-moderation). */
export async function insertJob(db: Db, companyId: number, form: JobForm, holdReason: string | null): Promise<number> {
  const held = holdReason === null ? {} : { moderation: 'held' as const, moderationReason: holdReason };
  const [row] = await db
    .insert(jobs)
    .values({ ...toJobValues(form), companyId, ...held })
    .returning({ id: jobs.id });
  if (!row) throw new Error('Inserting the job returned no row.');
  return row.id;
}

/**
 * Updates the company's own, not deleted job; false when there is no such job. With a `holdReason` a
 * public job is held for review again (a held one takes the new reason); staff's hiding stays as it is.
 */
export async function updateOwnJob(
  db: Db,
  companyId: number,
  jobId: number,
  form: JobForm,
  holdReason: string | null,
): Promise<boolean> {
  const held =
    holdReason === null
      ? {}
      : {
          moderation: sql`case when ${jobs.moderation} in ('visible', 'held') then 'held'::job_moderation else ${jobs.moderation} end`,
          moderationReason: sql`case when ${jobs.moderation} in ('visible', 'held') then ${holdReason} else ${jobs.moderationReason} end`,
        };
  const rows = await db
    .update(jobs)
    .set({ ...toJobValues(form), ...held, updatedAt: sql`now()` })
    .where(ownJob(companyId, jobId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJobRow(db: Db, jobId: number): Promise<JobRow | null> {
  const [row] = await selectJobs(db, null).where(eq(jobs.id, jobId)).limit(1);
  return row ?? null;
}

/** One page (of 10) of the company's jobs that are not deleted, newest first. */
export async function listOwnJobs(
  db: Db,
  companyId: number,
  query: CompanyJobsQuery,
): Promise<{ count: number; rows: JobRow[] }> {
  const conditions: SQL[] = [eq(jobs.companyId, companyId), notDeleted];
  if (query.status) conditions.push(eq(jobs.isActive, query.status === 'active'));
  const where = and(...conditions) as SQL;
  const [counted, rows] = await Promise.all([
    db.select({ count: count() }).from(jobs).where(where),
    selectJobs(db, null)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(COMPANY_JOBS_PAGE_SIZE)
      .offset((query.page - 1) * COMPANY_JOBS_PAGE_SIZE),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/**
 * Deletes the company's own job: for good when nobody applied, else hidden (deleted and inactive)
 * so applicants keep its title. The row lock makes a concurrent application wait, so an
 * application can never be removed along with the job it was just sent to.
 */
export async function deleteOwnJob(db: Db, companyId: number, jobId: number): Promise<'hard' | 'soft' | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(ownJob(companyId, jobId)).for('update');
    if (!job) return null;
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .limit(1);
    if (applied) {
      await tx.update(jobs).set({ isDeleted: true, isActive: false, updatedAt: sql`now()` }).where(eq(jobs.id, jobId));
      return 'soft';
    }
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    return 'hard';
  });
}
