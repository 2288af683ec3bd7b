import type { Plugin } from 'vite';

/** The module Vite imports into every chunk with a lazy import, for its `__vitePreload`. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** From the project's root, as Vite resolves an import that starts with '/'. */
const PRELOAD_CHUNKS = '/src/lib/preload-chunks.ts';

/**
 * Lazy imports preload through the app's own src/lib/preload-chunks.ts instead of Vite's helper: the
 * same job for this app (a root base, no CSP nonce), a few hundred bytes fewer in the shell every
 * first visit downloads (bench:size). Runs in Node at build time (web/vite.config.ts); before Vite's
 * own plugins, so its load of the helper's id is the one used.
 */
export function preloadHelper(): Plugin {
  return {
    name: 'preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) =>
        id === VITE_PRELOAD_HELPER
          ? `export { preloadChunks as __vitePreload } from ${JSON.stringify(PRELOAD_CHUNKS)};`
          : undefined,
    },
  };
}
