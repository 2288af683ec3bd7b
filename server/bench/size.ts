import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoTargets } from './browser-targets';
import { firstVisitJs } from './first-visit-js';
import { firstVisitWire } from './first-visit-wire';
import { DEMO_PASSWORD, demoSeeker } from '../src/db/seed/accounts';
import { appDist, repoRoot, startProductionServer } from './production-server';
import { type BenchRow, finish, printRows } from './report';
import { reactRouterProduction } from '../../web/src/build/react-router-production';

/**
 * `npm run bench:size`: brotli bytes of what an app screen first loads (entry script, modulepreloads,
 * CSS) against a bare React + React Router + TanStack Query build made now with the same Vite; the
 * JavaScript a first visit of /, /jobs, a job's page and /login loads in Chromium (first-visit-js.ts);
 * every byte on the wire of a first visit of /, /jobs and a job's page, service worker on
 * (first-visit-wire.ts); HTML of / and /jobs
 * and an API page of jobs (the card list the web app asks for, and the full Job shape for reference)
 * from the built production server with the demo data. WEB_DIST serves a finished build instead of
 * building one (the bare build is made anyway). BENCH_SIZE_DETAIL=1 lists the first visits' files.
 */
const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The initial route's assets named by a built index.html, brotli-compressed, JS and CSS apart: script
 * tags and module preloads; linked stylesheets (deferred or not) and the inline critical CSS.
 */
function initialAssets(dist: string): { js: number; css: number; inlineCss: number; files: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = brotli(readFileSync(path.join(dist, new URL(ref, 'http://x/').pathname)));
    if (ref.endsWith('.css')) css += size;
    else js += size;
  }
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] as string).join('');
  const inlineCss = inline ? brotli(inline) : 0;
  return { js, css: css + inlineCss, inlineCss, files: [...new Set(refs)] };
}

/** The body's bytes on the wire for a browser that accepts brotli (fetch would decompress them). */
function brotliBytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.headers['content-encoding'] === 'br'
          ? resolve(bytes)
          : reject(new Error(`${url} was not sent as brotli`)),
      );
    }).on('error', reject);
  });
}

/** The floor: the three libraries the app is built on, rendering one div, built by the repo's Vite. */
async function bareBuild(outDir: string): Promise<number> {
  // Inside web/ so the bare imports resolve to the very packages the app uses.
  const root = mkdtempSync(path.join(repoRoot, 'web', '.bench-bare-'));
  try {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(
      path.join(root, 'main.js'),
      `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
const router = createBrowserRouter([{ path: '*', element: createElement('div', null, 'Hello') }]);
createRoot(document.getElementById('root')).render(
  createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })),
);
`,
    );
    const { build } = (await import(
      path.join(repoRoot, 'node_modules/vite/dist/node/index.js')
    )) as typeof import('vite');
    mkdirSync(outDir, { recursive: true });
    await build({
      root,
      configFile: false,
      logLevel: 'error',
      // The app's own build resolves React Router to its production build: so does the floor.
      plugins: [reactRouterProduction()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    return initialAssets(outDir).js;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'lj-bench-size-'));
try {
  console.info('Building the app and a bare React + React Router + TanStack Query app…');
  const webDist = appDist(work);
  const app = initialAssets(webDist);
  const bare = await bareBuild(path.join(work, 'bare'));
  const rows: BenchRow[] = [
    {
      metric: `initial-route JS, brotli (${app.files.filter((file) => !file.endsWith('.css')).length} files)`,
      value: kb(app.js),
      reference: `bare ${kb(bare)}`,
      ratio: (app.js / bare).toFixed(2),
      goal: '<= 1.10 x bare',
      pass: app.js <= bare * 1.1,
    },
    {
      metric: 'initial-route CSS, brotli (inline critical part + deferred file)',
      value: kb(app.css),
      reference: `inline ${kb(app.inlineCss)}, file ${kb(app.css - app.inlineCss)}`,
      goal: '<= 12 KB',
      pass: app.css <= 12 * 1024,
    },
  ];
  const server = await startProductionServer(webDist);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    try {
      const { job } = await demoTargets(server.base);
      // Public pages load the page script alone (web/src/pages/), never the React app: at most 10 KB of
      // script each. A job's page is where a shared link lands, /login where its visitor goes next.
      const pages = [
        { page: '/', name: '/', goalKb: 10 },
        { page: '/jobs', name: '/jobs', goalKb: 10 },
        { page: `/jobs/${job.id}`, name: "a job's page", goalKb: 10 },
        { page: '/login', name: '/login', goalKb: 10 },
      ];
      for (const { page, name, goalKb } of pages) {
        const visit = await firstVisitJs(browser, `${server.base}${page}`, webDist, brotli);
        if (process.env.BENCH_SIZE_DETAIL) {
          console.info(`\nfirst visit of ${page}:`);
          for (const file of visit.files) console.info(`  ${String(file.bytes).padStart(7)} B  ${file.url}`);
        }
        rows.push({
          metric: `first visit of ${name}: JS a browser loads until the network is quiet, brotli`,
          value: kb(visit.bytes),
          reference: `${visit.files.length} files, ${visit.bytes} B`,
          goal: `<= ${goalKb} KB`,
          pass: visit.bytes <= goalKb * 1024,
        });
      }
      // Everything a first visit costs on the wire, service worker on (its install included): a third
      // of what the same job board on WordPress + WP Job Manager sends (docs/performance.md).
      const wirePages = [
        { page: '/', name: '/', goalKb: 35 },
        { page: '/jobs', name: '/jobs', goalKb: 40 },
        { page: `/jobs/${job.id}`, name: "a job's page", goalKb: 35 },
      ];
      for (const { page, name, goalKb } of wirePages) {
        const visit = await firstVisitWire(browser, `${server.base}${page}`);
        if (process.env.BENCH_SIZE_DETAIL) {
          console.info(`\nfirst visit of ${page}, on the wire:`);
          for (const request of visit.requests)
            console.info(`  ${String(request.bytes).padStart(7)} B  ${request.url}`);
        }
        rows.push({
          metric: `first visit of ${name}: all bytes on the wire until the network is quiet, service worker on`,
          value: kb(visit.bytes),
          reference: `${visit.requests.length} requests; script ${kb(visit.scriptBytes)}`,
          goal: `<= ${goalKb} KB`,
          pass: visit.bytes <= goalKb * 1024,
        });
      }
      // A signed-in seeker: an app screen opened first, and what the app prefetch adds to a public page
      // (after 10 s idle on a fast link; web/src/pages/worker.ts), counted apart from the page.
      const seeker = { email: demoSeeker.email, password: DEMO_PASSWORD };
      const profile = await firstVisitWire(browser, `${server.base}/profile`, { signIn: seeker });
      rows.push({
        metric: 'signed-in seeker, first visit of /profile (an app screen): all bytes on the wire, service worker on',
        value: kb(profile.bytes),
        reference: `${profile.requests.length} requests; script ${kb(profile.scriptBytes)}`,
        goal: 'report',
        pass: null,
      });
      const page = await firstVisitWire(browser, `${server.base}/jobs`, { signIn: seeker });
      const idle = await firstVisitWire(browser, `${server.base}/jobs`, { signIn: seeker, quietMs: 13_000 });
      rows.push({
        metric: 'signed-in seeker on /jobs, 10 s idle: the app prefetched for offline use, on the wire',
        value: kb(idle.bytes - page.bytes),
        reference: `page alone ${kb(page.bytes)}; with the prefetch ${kb(idle.bytes)} in ${idle.requests.length} requests`,
        goal: 'report (never on Save-Data or 2G, never for guests)',
        pass: null,
      });
    } finally {
      await browser.close();
    }
    for (const page of ['/', '/jobs']) {
      const html = await (await fetch(`${server.base}${page}`)).text();
      const sent = await brotliBytesSent(`${server.base}${page}`);
      rows.push({
        metric: `HTML of ${page}, brotli as the server sends it (critical CSS included)`,
        value: `${sent} B`,
        reference: `raw ${Buffer.byteLength(html)} B; ${brotli(html)} B at brotli 11`,
        goal: '<= 14,000 B',
        pass: sent <= 14_000,
      });
    }
    // What the web app's job list asks for its first page (web/src/features/jobs/api/get-jobs.ts): job cards.
    const listUrl = '/api/jobs/?page=1&view=card';
    const api = await (await fetch(`${server.base}${listUrl}`)).text();
    const jobs = (JSON.parse(api) as { results: unknown[] }).results.length;
    const size = brotli(api);
    const full = await (await fetch(`${server.base}/api/jobs/`)).text();
    rows.push({
      metric: `API page of jobs as the app asks (GET ${listUrl}, ${jobs} jobs), brotli`,
      value: `${size} B`,
      reference: `raw ${Buffer.byteLength(api)} B; ${(size / Math.max(jobs, 1)).toFixed(0)} B per job; full Job shape ${brotli(full)} B`,
      goal: jobs === 20 ? '<= 1,536 B' : '<= 1,536 B for 20 jobs (demo data has fewer)',
      pass: jobs === 20 ? size <= 1536 : null,
    });
  } finally {
    await server.stop();
  }
  finish(printRows('bench:size — brotli quality 11', rows));
} finally {
  rmSync(work, { recursive: true, force: true });
}
