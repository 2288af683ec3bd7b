import { addIndustry, listIndustries } from '../../modules/industries';
import { type Command, listCommand, usageError } from '../command';

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
  async run({ args, db, actor, out }) {
    const [name, icon] = args;
    if (!name || args.length > 2) throw usageError(this.usage);
    const industry = await addIndustry(db, actor, { name, icon });
    out(`Added industry ${industry.id}  ${industry.name}  icon: ${industry.icon ?? '-'}`);
  },
};
