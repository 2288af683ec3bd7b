/**
 * What the browser benchmarks (lighthouse, web) open: Debian's Chromium, and pages of the demo data
 * found through the API, so they follow the seed instead of hard-coded ids.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As the browser tests launch it (e2e/playwright.config.ts): no sandbox (root in a container), no GPU. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A word of several demo job titles (Community Liaison Officer, Agricultural Extension Officer, ...). */
export const SEARCH_WORD = 'officer';

type ListedJob = { id: number; title: string; deadline: string | null };

/**
 * An active, unexpired demo job, proof that SEARCH_WORD finds jobs, and how the server encodes the HTML
 * of /jobs (undici's fetch hands back the decoded body but keeps the header).
 */
export async function demoTargets(
  base: string,
): Promise<{ job: ListedJob; searchCount: number; htmlEncoding: string }> {
  const listed = (await (await fetch(`${base}/api/jobs/?status=active`)).json()) as { results: ListedJob[] };
  const today = new Date().toISOString().slice(0, 10);
  const job = listed.results.find((candidate) => candidate.deadline === null || candidate.deadline >= today);
  if (!job) throw new Error('the demo data has no open job');
  const search = (await (await fetch(`${base}/api/jobs/?search=${SEARCH_WORD}`)).json()) as { count: number };
  if (!search.count) throw new Error(`the demo data has no job matching "${SEARCH_WORD}"`);
  // Figures before and after HTTP compression differ a lot: say which one this server is.
  const html = await fetch(`${base}/jobs`, { headers: { 'accept-encoding': 'br, gzip' } });
  await html.arrayBuffer();
  return { job, searchCount: search.count, htmlEncoding: html.headers.get('content-encoding') ?? 'none' };
}
