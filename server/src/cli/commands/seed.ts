import { seedDemo } from '../../db/seed';
import type { Command } from '../command';

export const seedCommand: Command = {
  name: 'seed',
  usage: 'seed',
  summary: 'Load the demo data set; only into a database without users.',
  async run({ db, out }) {
    const summary = await seedDemo(db);
    if (!summary) {
      out('The database already has users: demo data not loaded.');
      return;
    }
    const counts = Object.entries(summary.counts).map(([name, value]) => `${name} ${value}`);
    out(`Demo data loaded: ${counts.join(', ')}.`);
    out('Demo accounts (password: liberia-demo-2026):');
    for (const account of summary.accounts) out(`  ${account}`);
  },
};
