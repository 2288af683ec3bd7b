import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { deferStylesheet } from './src/build/defer-stylesheet.ts';
import { entryScript } from './src/build/entry-script.ts';
import { purgeCss } from './src/build/purge-css.ts';
import { preloadHelper } from './src/build/preload-helper.ts';
import { reactRouterProduction } from './src/build/react-router-production.ts';
import { SHELL_CHUNK_NAME, shellChunk } from './src/build/shell-chunk.ts';
import { pwaPlugin } from './src/pwa/vite-pwa.ts';

/** In development Vite serves the app and forwards every server path to the API on :8000. */
const serverPaths = ['/api', '/accounts/api', '/companies/api', '/companies/profile/api', '/media', '/company/jobs/'];
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8000';

/** The contact address for the <noscript> fallback of index.html, from the same constant as the app. */
const contactEmailInHtml = (): Plugin => ({
  name: 'contact-email-in-html',
  transformIndexHtml: (html) =>
    html.replaceAll('%CONTACT_EMAIL%', process.env.VITE_CONTACT_EMAIL || 'trade@liberiajobs.example'),
});

const shell = shellChunk();
/** What the job list's screen imports, at any depth: the 'shared' group keeps to it. */
const usedByJobList = shell.reachedFrom(/[\\/]src[\\/]features[\\/]jobs[\\/]jobs-screen\.tsx$/);
// The icons' component (landing page, industries) stays out: the landing page would load the file for it alone.
const SHARED_MODULES =
  /[\\/]src[\\/](components[\\/](?!icons[\\/])|features[\\/]shared[\\/]|lib[\\/])|[\\/]contract[\\/]src[\\/]choices\.ts$/;
/** Pieces two signed-in features share: the screens that use them fetch them, the landing page does not. */
const SIGNED_IN_PIECES =
  /[\\/](application-list|application-status-badge|profile-status|(use-)?subscription-required(-dialog)?|subscription-status-line|upload-rules|job-draft|back-to-job|profile-parts|use-job-decision|decision-reason)\.tsx?$/;
/**
 * Shared pieces the job list does not use (modals, form fields, tables, the company logo...): a file
 * apart from 'shared', which the job list, the page most first visits open, loads at once.
 */
const MORE_PIECES =
  /[\\/]src[\\/](features[\\/]shared[\\/]company-logo|components[\\/]ui[\\/](modal|confirm-dialog|data-table|checkbox-field|textarea-field|submit-button|field|form-alert|panel|empty-state)|lib[\\/](use-file-preview|use-disclosure|api-errors|query-result|dates))\.tsx?$/;
/**
 * What the job list's filter panel and the industries and company pages share: the reads of companies,
 * industries and the settings flags, the select field, the placeholder cards, the industry rules. One file.
 */
const BROWSE =
  /[\\/]src[\\/](api[\\/](companies|industries|settings)|components[\\/]ui[\\/](select-field|placeholder-cards)|lib[\\/]industry-rules)\.tsx?$/;
/**
 * What only a signed-in visitor draws: the navigation of their role and a job seeker's Save button. One
 * file, which main.tsx fetches at start when a user is known; guests never do.
 */
const SIGNED_IN_ONLY = /[\\/]src[\\/](app[\\/]nav[\\/]|features[\\/]shared[\\/]save-job[\\/]seeker-save-button)/;
const OFFLINE_QUEUE = /[\\/]src[\\/]pwa[\\/](offline-queue|queued-application-messages|worker-messages)\.ts$/;
const API_REQUEST = /[\\/]src[\\/]lib[\\/](api-request|cookies)\.ts$/;
/** `?a=1&b=2` for the API and for the list's feed links: a few bytes, wanted on /jobs before any request. */
const QUERY_STRING = /[\\/]src[\\/]lib[\\/]query-string\.ts$/;
const JOB_READS = /[\\/]src[\\/]api[\\/]jobs\.ts$/;
const MUTATION_HOOKS = /@tanstack[\\/].*[\\/](useMutation|mutationObserver|mutationOptions)\.js$/;
const FORM_LIBRARIES =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|[\\/]contract[\\/]src[\\/]index\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [
    preloadHelper(),
    reactRouterProduction(),
    react(),
    shell.plugin,
    contactEmailInHtml(),
    deferStylesheet(),
    entryScript(),
    pwaPlugin(),
  ],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in the entry script. A lazy
    // import preloads only the chunks it needs that neither it nor the page fetches anyway (shell-chunk.ts).
    modulePreload: { polyfill: false, resolveDependencies: shell.preloadsOf },
    // The entry and its static imports in one file (src/build/shell-chunk.ts); the server build has no
    // main.tsx, so there the shell group stays empty.
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: their names are written twice in the entry (preload list, import).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Order matters: a group also takes in what its modules import that no earlier group took.
          // Lazy chunks are grouped, not one per module: the entry names every one (bench:size counts
          // those incompressible hashes), and each is a request of its own on a phone. A first visit
          // of the job list loads the shell, 'query-hooks', 'shared' and its screen, nothing more at
          // start (bench:size, first visit of /jobs).
          groups: [
            // The one piece the landing page and the job list share besides the shell: in the shell, or
            // the landing page would load 'shared' and 'query-hooks' for these few bytes.
            {
              name: SHELL_CHUNK_NAME,
              test: (id: string) => shell.isShellModule(id) || QUERY_STRING.test(id),
            },
            // How the API client talks to the server: loaded with the first request (lib/api-request.ts).
            { name: 'api-request', test: API_REQUEST },
            // Writing hooks apart from reading ones: the public pages, which only read, skip them.
            { name: 'mutation-hooks', test: MUTATION_HOOKS },
            { name: 'query-hooks', test: shell.isScreenOnlyQueryModule },
            // The small pieces the screens share that the job list uses (the job reads, formatting,
            // the job card, the query states, the choice lists, the field shell): one file. A piece
            // that imports the forms' libraries (zod, the contract's schemas, react-hook-form) stays
            // out, or they would all come along.
            {
              name: 'shared',
              test: (id: string) =>
                JOB_READS.test(id) ||
                (SHARED_MODULES.test(id) &&
                  usedByJobList(id) &&
                  !MORE_PIECES.test(id) &&
                  !BROWSE.test(id) &&
                  !SIGNED_IN_PIECES.test(id) &&
                  !shell.reaches(id, FORM_LIBRARIES)),
              minShareCount: 2,
            },
            { name: 'browse', test: BROWSE, minShareCount: 2 },
            // The signed-in reads (web/src/api/, but the shell's auth.ts and the files above).
            { name: 'account-data', test: /[\\/]src[\\/]api[\\/](?!auth\.ts$|jobs\.ts$)/, minShareCount: 2 },
            // The offline queue: the job page's apply button needs it at once, the PWA chrome later.
            { name: 'offline-queue', test: OFFLINE_QUEUE },
            {
              name: 'more-pieces',
              test: (id: string) =>
                (MORE_PIECES.test(id) || (SHARED_MODULES.test(id) && !usedByJobList(id) && !BROWSE.test(id))) &&
                !SIGNED_IN_PIECES.test(id) &&
                !shell.reaches(id, FORM_LIBRARIES),
              minShareCount: 2,
            },
            // What starts once the page has settled (src/lib/page-settled.ts: offline banner, install
            // prompt, update toast, worker registration, the console-logs switch): one file, last, so
            // the groups above keep what other screens need at once (the settings read, the queue).
            {
              name: 'after-load',
              test: /[\\/]src[\\/](pwa[\\/]|app[\\/]api-client-settings)|workbox-window/,
            },
            // Last: the shell keeps the guests' links (nav-item, guest-nav), the groups above what these import.
            { name: 'signed-in', test: SIGNED_IN_ONLY },
          ],
        },
      },
    },
  },
  // The server entry (vite build --ssr) is one self-contained file: the server loads it from any folder.
  ssr: { noExternal: true },
  css: {
    // Unused Bootstrap rules go at build time only: the dev server keeps them all (src/build/purge-css.ts).
    postcss: { plugins: command === 'build' ? [purgeCss()] : [] },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          // /company/jobs/{id}/delete/ is an API call but /company/jobs is also a page.
          bypass: (req: { method?: string; url?: string }) =>
            prefix === '/company/jobs/' && req.method === 'GET' ? req.url : undefined,
        },
      ]),
    ),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
