import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoTargets, SEARCH_WORD } from './browser-targets';
import { hostCheckRow, pageFaultRow, serveTwoLinePage } from './lighthouse-host-check';
import { appDist, startProductionServer } from './production-server';
import { type BenchRow, finish, median, printRows } from './report';

/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its default mobile profile (Moto G Power screen,
 * simulated Slow 4G: 150 ms RTT, 1.6 Mbit/s, 4x CPU) against the built production server with the
 * demo data, 5 runs per page (BENCH_LIGHTHOUSE_RUNS), median of each figure. Debian's Chromium,
 * headless. Prints the audits that do not pass for each page, so the next fix is named;
 * BENCH_LIGHTHOUSE_REPORTS=<folder> also keeps each page's median run as an HTML report.
 * WEB_DIST serves a finished build instead of building one. Report-only unless --strict. The first row
 * measures a two-line page the same way (lighthouse-host-check.ts): what the machine alone costs; the
 * second, what a page fault costs on it, the machine cost the pages' tasks grew with on 2026-11-24.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// A folder for the HTML report of each page's median run (open it for the full picture).
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse colours an audit green from 0.9: anything lower is worth a look.
const AUDIT_PASS = 0.9;

const score = (run: Result, category: string) => Math.round((run.categories[category]?.score ?? 0) * 100);
const ms = (run: Result, audit: string) => Math.round(run.audits[audit]?.numericValue ?? Number.NaN);
/** The figures the performance score is made of, to see which one costs points. */
const keyMetrics = (run: Result) =>
  `FCP ${ms(run, 'first-contentful-paint')} ms, LCP ${ms(run, 'largest-contentful-paint')} ms, TBT ${ms(run, 'total-blocking-time')} ms, SI ${ms(run, 'speed-index')} ms`;
const lcpSeconds = (run: Result) => (run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;

type DetailItem = {
  node?: { snippet?: string };
  url?: string;
  issueType?: string;
  source?: { url?: string };
  subItems?: { items?: DetailItem[] };
};

/** Where an audit failed: the first few elements, URLs or issue types its details list. */
function where(details: unknown): string {
  const items = ((details as { items?: DetailItem[] } | undefined)?.items ?? []).flatMap((item) => [
    item,
    ...(item.subItems?.items ?? []),
  ]);
  const places = items
    .map((item) => item.node?.snippet ?? item.issueType ?? item.url ?? item.source?.url)
    .filter((place): place is string => typeof place === 'string' && place.length > 0);
  return [...new Set(places)]
    .slice(0, 3)
    .map((place) => `\n      ${place.slice(0, 160)}`)
    .join('');
}

/** The scored audits of the four categories that score under 0.9 in this run, worst first. */
function failingAudits(run: Result): string[] {
  const ids = new Set(CATEGORIES.flatMap((category) => run.categories[category]?.auditRefs.map((ref) => ref.id) ?? []));
  return [...ids]
    .flatMap((id) => run.audits[id] ?? [])
    .filter((audit) => audit.score !== null && audit.score < AUDIT_PASS)
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (audit) =>
        `  - ${audit.id}: ${audit.title} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})${where(audit.details)}`,
    );
}

const work = mkdtempSync(path.join(tmpdir(), 'lj-bench-lighthouse-'));
try {
  const webDist = appDist(work);
  const server = await startProductionServer(webDist);
  // chrome-launcher makes (and removes) a fresh profile folder of its own.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'error',
  }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const { job, htmlEncoding } = await demoTargets(server.base);
    console.info(`Server: HTML of /jobs sent with content-encoding ${htmlEncoding}`);
    // BENCH_LIGHTHOUSE_PAGES=home,search,job measures some of them only, while working on one.
    const allPages = { home: '/', search: `/jobs?search=${SEARCH_WORD}`, job: `/jobs/${job.id}` };
    const chosen = (process.env.BENCH_LIGHTHOUSE_PAGES ?? 'home,search,job').split(',');
    const pages = Object.entries(allPages)
      .filter(([name]) => chosen.includes(name))
      .map(([, page]) => page);
    const rows: BenchRow[] = [];
    const findings: string[] = [];
    /**
     * RUNS Lighthouse runs of `url`, logged as `label` (default config: mobile form factor, simulated throttling; storage and
     * cache cleared per run). Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP...): such a run
     * is repeated, twice at most.
     */
    const measure = async (label: string, url: string, categories: readonly string[]): Promise<Result[]> => {
      const runs: Result[] = [];
      let failedRuns = 0;
      while (runs.length < RUNS) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
        if (result.lhr.runtimeError) {
          const message = `${label}: ${result.lhr.runtimeError.message}`;
          if (++failedRuns > 2) throw new Error(message);
          console.warn(`${message} (run repeated)`);
          continue;
        }
        runs.push(result.lhr);
        console.info(
          `${label} run ${runs.length}/${RUNS}: performance ${score(result.lhr, 'performance')} (${keyMetrics(result.lhr)})`,
        );
      }
      return runs;
    };
    const twoLinePage = await serveTwoLinePage();
    try {
      rows.push(hostCheckRow(await measure('host check', twoLinePage.url, ['performance'])), pageFaultRow());
    } finally {
      await twoLinePage.stop();
    }
    for (const page of pages) {
      const runs = await measure(page, `${server.base}${page}`, CATEGORIES);
      for (const category of CATEGORIES) {
        const scores = runs.map((run) => score(run, category));
        const value = median(scores);
        const goal = category === 'performance' ? 100 : 95;
        rows.push({
          metric: `${page} ${category}`,
          value: String(value),
          reference: `runs ${scores.join(', ')}`,
          goal: category === 'performance' ? '100' : '>= 95',
          pass: value >= goal,
        });
      }
      const lcps = runs.map(lcpSeconds);
      const lcp = median(lcps);
      rows.push({
        metric: `${page} LCP (simulated Slow 4G)`,
        value: `${lcp.toFixed(2)} s`,
        reference: `min ${Math.min(...lcps).toFixed(2)} s, max ${Math.max(...lcps).toFixed(2)} s`,
        goal: '<= 1.7 s',
        pass: lcp <= 1.7,
      });
      // The script's cost on the phone: none of the page's own (the host check says what the machine adds).
      const tbts = runs.map((run) => ms(run, 'total-blocking-time'));
      const tbt = median(tbts);
      rows.push({
        metric: `${page} Total Blocking Time (simulated 4x CPU)`,
        value: `${tbt.toFixed(0)} ms`,
        reference: `runs ${tbts.join(', ')}`,
        goal: '0 ms',
        pass: tbt === 0,
      });
      // One representative run (Lighthouse's own choice: closest to the median FCP and TTI) for the audit list.
      const representative = computeMedianRun(runs);
      const failing = failingAudits(representative);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(path.join(REPORTS, `${name}.html`), generateReport(representative, 'html'));
      }
      findings.push(`${page}: ${failing.length ? `\n${failing.join('\n')}` : 'every scored audit passes'}`);
    }
    console.info(`\nAudits under ${AUDIT_PASS} in the median run of each page:`);
    for (const finding of findings) console.info(finding);
    finish(printRows(`bench:lighthouse — Lighthouse 12 mobile defaults, median of ${RUNS}`, rows));
  } finally {
    chrome.kill();
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
