import type { JobForm } from '@lj/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, scamRules } from '../../db/schema';
import { matches, parsePattern, prepareText } from './scam-patterns';

/** The reason a new company's first job gives: staff see every new employer once before seekers do. */
export const FIRST_JOB_REASON = "A new company's first job";

/** Every text of the job form a scammer could write in: the rules read them all as one text. */
function jobText(form: JobForm): string {
  return [
    form.title,
    form.description,
    form.requirements,
    form.location,
    form.benefits,
    form.education_requirements,
    form.seniority_level,
    form.employment_type,
    ...form.skills,
  ].join('\n');
}

/** The labels of the enabled rules the text matches, each once. */
export async function matchedRuleLabels(db: Db, text: string): Promise<string[]> {
  const rules = await db
    .select({ pattern: scamRules.pattern, label: scamRules.label })
    .from(scamRules)
    .where(eq(scamRules.enabled, true))
    .orderBy(asc(scamRules.id));
  const prepared = prepareText(text);
  const labels = new Set<string>();
  for (const rule of rules) {
    const terms = parsePattern(rule.pattern);
    // Stored patterns passed parsePattern when saved; one that no longer does is skipped, never thrown on.
    if (typeof terms !== 'string' && matches(terms, prepared)) labels.add(rule.label);
  }
  return [...labels];
}

/** Why a job being saved is held for review (the reasons joined by ';'), or null when it may be public at once. */
export async function holdReason(
  db: Db,
  companyId: number,
  form: JobForm,
  { isNew }: { isNew: boolean },
): Promise<string | null> {
  const reasons = await matchedRuleLabels(db, jobText(form));
  if (isNew) {
    // Every job the company ever saved, deleted ones included: only its very first is held for this.
    const [earlier] = await db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.companyId} = ${companyId}`).limit(1);
    if (!earlier) reasons.unshift(FIRST_JOB_REASON);
  }
  return reasons.length ? reasons.join('; ') : null;
}
