/** One result line of a benchmark: what was measured, against what, and whether it meets its goal. */
export type BenchRow = {
  metric: string;
  value: string;
  reference?: string;
  ratio?: string;
  goal: string;
  pass: boolean | null;
};

/** Prints the rows as a Markdown table (docs/performance.md keeps one table of the latest figures); answers how many failed. */
export function printRows(title: string, rows: BenchRow[]): number {
  console.info(`\n${title}\n`);
  console.info('| metric | value | reference | ratio | goal | PASS/FAIL |');
  console.info('|---|---:|---:|---:|---|---|');
  for (const row of rows) {
    const verdict = row.pass === null ? 'n/a' : row.pass ? 'PASS' : 'FAIL';
    console.info(
      `| ${row.metric} | ${row.value} | ${row.reference ?? ''} | ${row.ratio ?? ''} | ${row.goal} | ${verdict} |`,
    );
  }
  return rows.filter((row) => row.pass === false).length;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `--strict` turns FAIL rows into a failing exit code, said on stderr; without it a benchmark only reports. */
export function finish(failures: number): void {
  if (failures === 0 || !process.argv.includes('--strict')) return;
  console.error(`\nFAIL: ${failures} budget${failures === 1 ? '' : 's'} broken (the FAIL rows above).`);
  process.exitCode = 1;
}
