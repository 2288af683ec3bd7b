import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { deferStylesheet } from './src/build/defer-stylesheet.ts';
import { entryScript } from './src/build/entry-script.ts';
import { purgeCss } from './src/build/purge-css.ts';
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
const SHARED_MODULES = /[\\/]src[\\/](components|lib)[\\/]|[\\/]contract[\\/]src[\\/]choices\.ts$/;
/** Pieces two signed-in features share: the screens that use them fetch them, the landing page does not. */
const SIGNED_IN_PIECES =
  /[\\/](application-list|application-status-badge|profile-status|(use-)?subscription-required(-dialog)?|subscription-status-line|upload-rules)\.tsx?$/;
const FORM_LIBRARIES =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|[\\/]contract[\\/]src[\\/]index\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), shell.plugin, contactEmailInHtml(), deferStylesheet(), entryScript(), pwaPlugin()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in the entry script.
    modulePreload: { polyfill: false },
    // The entry and its static imports in one file (src/build/shell-chunk.ts); the server build has no
    // main.tsx, so there the shell group stays empty.
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: their names are written twice in the entry (preload list, import).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: SHELL_CHUNK_NAME, test: shell.isShellModule },
            { name: 'query-hooks', test: shell.isScreenOnlyQueryModule },
            // What loads after the page (offline banner, install prompt, worker registration, the
            // console-logs switch and its settings query): one file.
            {
              name: 'after-load',
              test: /[\\/]src[\\/](pwa[\\/]|app[\\/]api-client-settings|api[\\/]settings\.ts$)|workbox-window/,
            },
            // The data layer (web/src/api/, but the shell's auth.ts and the after-load settings.ts) in two
            // files, not one per resource: the entry names every lazy chunk (bench:size counts those
            // incompressible hashes). The public reads, which the job list and job page need, stay apart
            // from the signed-in ones, which those pages would otherwise download for nothing.
            { name: 'data', test: /[\\/]src[\\/]api[\\/](jobs|companies|industries)\.ts$/, minShareCount: 2 },
            { name: 'account-data', test: /[\\/]src[\\/]api[\\/](?!auth\.ts$|settings\.ts$)/, minShareCount: 2 },
            // Small pieces the screens share (fields, modals, formatting, the job card, the query states,
            // the choice lists): one file, not one each with its own headers and request on a phone.
            // Every screen loads it, the landing page too: a piece that imports the forms' libraries
            // (zod, the contract's schemas, react-hook-form) stays out, or they would all come along.
            {
              name: 'shared',
              test: (id: string) =>
                SHARED_MODULES.test(id) && !SIGNED_IN_PIECES.test(id) && !shell.reaches(id, FORM_LIBRARIES),
              minShareCount: 2,
            },
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
