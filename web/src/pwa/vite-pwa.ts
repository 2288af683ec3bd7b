import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * vite-plugin-pwa for web/vite.config.ts: the worker is our own source (injectManifest, see
 * docs/decisions.md "Service worker"), built to /service-worker.js; the web app manifest is written
 * to /manifest.webmanifest and linked from index.html. Runs in Node at build time, so the name comes
 * from the same variable as config/site.ts.
 */
export function pwaPlugin(): Plugin[] {
  const siteName = process.env.VITE_SITE_NAME || 'Liberia Jobs';
  let outDir = 'dist';
  const findOutDir: Plugin = {
    name: 'pwa-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };

  /**
   * The precache is the app shell only: index.html and the files it loads. Each screen's chunk is
   * cached when first used (cache-first, service-worker.ts), so a visitor on mobile data never
   * downloads the company workspace just to read jobs.
   */
  const shellOnly = async (entries: Array<{ url: string; revision: string | null; size: number }>) => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const loaded = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
    return { manifest: entries.filter((entry) => entry.url === 'index.html' || loaded.has(entry.url)) };
  };

  return [
    findOutDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'service-worker.ts',
      // main.tsx registers it (src/pwa/register-service-worker.ts) after the page has loaded.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
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
