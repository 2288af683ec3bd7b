import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, insertOne, listCommand, nameTaken, usageError } from '../command';

export type IndustryRow = { id: number; name: string; icon: string | null; companies: number };

export const listIndustries = (db: Db): Promise<IndustryRow[]> =>
  db
    .select({ id: industries.id, name: industries.name, icon: industries.icon, companies: count(companies.id) })
    .from(industries)
    .leftJoin(companies, eq(companies.industryId, industries.id))
    .groupBy(industries.id)
    .orderBy(asc(industries.name));

export async function addIndustry(db: Db, input: { name: string; icon?: string | undefined }) {
  const name = input.name.trim();
  if (!name) throw new CliError('The industry needs a name.');
  // The unique index ignores case, so "mining" and "Mining" are one industry.
  if (await nameTaken(db, industries.name, name)) throw new CliError(`An industry named ${name} already exists.`);
  return insertOne(db, industries, { name, icon: input.icon?.trim() || null });
}

export const listIndustriesCommand = listCommand({
  name: 'list-industries',
  summary: 'List the industries with their icon and number of companies.',
  empty: 'No industries.',
  list: listIndustries,
  format: (row) => `${row.id}  ${row.name}  icon: ${row.icon ?? '-'}  companies: ${row.companies}`,
});

export const addIndustryCommand: Command = {
  name: 'add-industry',
  usage: 'add-industry <name> [icon]',
  summary: 'Add an industry; icon is a Bootstrap Icons name such as hammer.',
  async run({ args, db, out }) {
    const [name, icon] = args;
    if (!name || args.length > 2) throw usageError(this.usage);
    const industry = await db.transaction(async (tx) => {
      const row = await addIndustry(tx, { name, icon });
      const after = { name: row.name, icon: row.icon };
      await recordCliAction(tx, { action: 'industry.add', targetType: 'industry', targetId: row.id, after });
      return row;
    });
    out(`Added industry ${industry.id}  ${industry.name}  icon: ${industry.icon ?? '-'}`);
  },
};
