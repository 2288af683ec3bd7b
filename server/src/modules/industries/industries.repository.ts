import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';

export type IndustryRow = { id: number; name: string; icon: string | null; companies: number };

/** Every industry with its number of companies, by name: the console's Settings and `list-industries`. */
export const listIndustries = (db: Db): Promise<IndustryRow[]> =>
  db
    .select({ id: industries.id, name: industries.name, icon: industries.icon, companies: count(companies.id) })
    .from(industries)
    .leftJoin(companies, eq(companies.industryId, industries.id))
    .groupBy(industries.id)
    .orderBy(asc(industries.name));

/** Adds an industry, audited as 'industry.add'. The unique index ignores case: "mining" and "Mining" are one. */
export async function addIndustry(db: Db, actor: Actor, input: { name: string; icon?: string | undefined }) {
  const name = input.name.trim();
  if (!name) throw badRequest('The industry needs a name.');
  return auditedChange(db, actor, async (tx) => {
    const [taken] = await tx
      .select({ id: industries.id })
      .from(industries)
      .where(sql`lower(${industries.name}) = ${name.toLowerCase()}`);
    if (taken) throw badRequest(`An industry named ${name} already exists.`);
    const [row] = await tx
      .insert(industries)
      .values({ name, icon: input.icon?.trim() || null })
      .returning();
    if (!row) throw new Error('insert returned no industry');
    const audit = {
      action: 'industry.add',
      targetType: 'industry',
      targetId: row.id,
      after: { name: row.name, icon: row.icon },
    };
    return { result: row, audit };
  });
}
