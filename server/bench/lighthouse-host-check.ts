import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Result } from 'lighthouse';
import { type BenchRow, median } from './report';

/**
 * Lighthouse's simulated throttling multiplies the main-thread time it observes by 4, so the same page
 * scores differently on a machine whose Chromium renders slowly (2026-11-24: TBT of the search 720 ms on
 * a machine where it had been 20-100 ms). This page of two lines, with no script and no stylesheet, has
 * nothing to block: its TBT and main-thread time are the machine's own, printed beside the pages' figures.
 */
const TWO_LINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Host check</title></head><body><h1>Host check</h1><p>Nothing to run.</p></body></html>';

/** Serves the two-line page on a free loopback port until `stop()`. */
export async function serveTwoLinePage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(TWO_LINE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The host-check row: the two-line page's median TBT and main-thread time, and Lighthouse's benchmarkIndex. */
export function hostCheckRow(runs: Result[]): BenchRow {
  const tbt = median(runs.map((run) => run.audits['total-blocking-time']?.numericValue ?? Number.NaN));
  const mainThread = median(runs.map((run) => run.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN));
  const benchmarkIndex = median(runs.map((run) => run.environment.benchmarkIndex));
  return {
    metric: 'host check: TBT of a two-line page without script',
    value: `${Math.round(tbt)} ms`,
    reference: `main thread ${Math.round(mainThread)} ms; benchmarkIndex ${Math.round(benchmarkIndex)}`,
    goal: 'report (near 0 on a machine whose figures can be compared)',
    pass: null,
  };
}

const PAGE_BYTES = 4096;
const FRESH_BYTES = 64 * 1024 * 1024;

/** Microseconds per 4 KB page for the first write to each page of a fresh 64 MB block (mmap'd, untouched). */
function firstWritePerPage(): number {
  const memory = new Uint8Array(FRESH_BYTES);
  const start = performance.now();
  for (let offset = 0; offset < FRESH_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
  return ((performance.now() - start) * 1000) / (FRESH_BYTES / PAGE_BYTES);
}

/**
 * The second host-check row: what the kernel charges the first time a process writes to a new page of
 * memory (a page fault, median of three 64 MB blocks). A browser pays it for every page its heaps, layers
 * and buffers grow by. On 2026-11-24's machine (a microVM) it was 12 to 15 us, more than ten times an ordinary
 * Linux machine's (about 1 us or less), and the pages' main-thread tasks were several times longer than on
 * 2026-11-22's machine with the same code.
 */
export function pageFaultRow(): BenchRow {
  const micros = median([firstWritePerPage(), firstWritePerPage(), firstWritePerPage()]);
  return {
    metric: 'host check: first write to a fresh memory page',
    value: `${micros.toFixed(1)} us`,
    reference: `per 4 KB page, median of 3 x ${FRESH_BYTES / PAGE_BYTES} pages`,
    goal: 'report (about 1 us or less on an ordinary Linux machine)',
    pass: null,
  };
}
