import { seedDemo } from '../../db/seed';
import type { Command } from '../command';

export const seedCommand: Command = {
  name: 'seed',
  usage: 'seed',
  summary: 'Load the demo data set; only into a database without users.',
  async run({ db }) {
    const summary = await seedDemo(db);
    if (!summary) {
      console.log('The database already has users: demo data not loaded.');
      return;
    }
    const counts = Object.entries(summary.counts).map(([name, value]) => `${name} ${value}`);
    console.log(`Demo data loaded: ${counts.join(', ')}.`);
    console.log('Demo accounts (password: liberia-demo-2026):');
    for (const account of summary.accounts) console.log(`  ${account}`);
  },
};
