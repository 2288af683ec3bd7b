import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { type PrecacheEntry, shellEntries } from './shell-entries.ts';

const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * vite-plugin-pwa for web/vite.config.ts: the worker is our own source (injectManifest, see
 * docs/decisions/0036-service-worker-cache.md), built to /service-worker.js; the web app manifest is written
 * to /manifest.webmanifest and linked from index.html. Runs in Node at build time, so the name comes
 * from the same variable as config/site.ts.
 */
export function pwaPlugin(): Plugin[] {
  const siteName = process.env.VITE_SITE_NAME || 'Liberia Jobs';
  let outDir = 'dist';
  let plugins: readonly Plugin[] = [];
  const findOutDir: Plugin = {
    name: 'pwa-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      plugins = config.plugins;
    },
    // vite-plugin-pwa adds the web app manifest to the precache after manifestTransforms run, so
    // shellEntries can't drop it: take it out of the plugin's extra entries once its options are resolved.
    buildStart() {
      const api = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
      api?.extendManifestEntries((entries) =>
        entries.filter((entry) => (typeof entry === 'string' ? entry : entry.url) !== MANIFEST_FILE),
      );
    },
  };

  const shellOnly = async (entries: PrecacheEntry[]) => ({
    manifest: shellEntries(readFileSync(path.join(outDir, 'index.html'), 'utf8'), entries),
  });

  return [
    findOutDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'service-worker.ts',
      // main.tsx registers it (src/pwa/register-service-worker.ts) after the page has loaded.
      injectRegister: false,
      manifestFilename: MANIFEST_FILE,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['service-worker.js', 'static/**'],
        // Hashed file names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [shellOnly],
      },
      manifest: {
        name: siteName,
        short_name: siteName.length <= 12 ? siteName : 'Jobs',
        description: 'Find jobs in Liberia and apply in one click.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#002868',
        background_color: '#ffffff',
        icons: [
          { src: '/static/images/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
          { src: '/static/images/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
    }),
  ];
}
