import { fileURLToPath } from 'node:url';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin } from 'postcss';

/**
 * Keeps only the Bootstrap rules whose class names occur in the app's source (the first
 * screen's CSS within 12 KB brotli). Runs in Node at build time (web/vite.config.ts), on every
 * stylesheet the build emits. Any word in a .ts/.tsx file counts as used, so class names written
 * out in full (in JSX, maps, helpers) need nothing here; the safelist is for names put together at
 * run time and for state classes, which a new screen could add without writing them out.
 */
const source = (glob: string) => fileURLToPath(new URL(`../../${glob}`, import.meta.url));

export const purgeCss = (): AcceptedPlugin =>
  purgeCSSPlugin({
    content: [source('index.html'), source('src/**/*.{ts,tsx}')],
    // Test files mention classes the screens may not use.
    skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    safelist: {
      standard: [
        // `alert alert-${variant}` and the toast's `text-bg-${variant}`: every theme colour.
        /^alert-(primary|secondary|success|danger|warning|info|light|dark)$/,
        /^text-bg-(primary|secondary|success|danger|warning|info|light|dark)$/,
        // States set by React (the app has no Bootstrap JavaScript) and by a browser's form validation.
        'show',
        'active',
        'disabled',
        'collapsing',
        'fade',
        'is-invalid',
        'was-validated',
        'modal-open',
        'modal-backdrop',
        'visually-hidden',
        'visually-hidden-focusable',
      ],
    },
    // Only the custom properties some kept rule reads (Bootstrap declares hundreds on :root).
    variables: true,
    keyframes: true,
  });
