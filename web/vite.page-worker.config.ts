import { defineConfig } from 'vite';
import { builtAlone } from './src/build/built-alone.ts';

/**
 * The light worker of the public pages (src/pwa/page-worker.ts), built alone after the page script
 * into dist/page-worker.js: one classic script with no imports (a worker's script can't share the
 * page script's chunks), at a fixed address, served `no-cache` like /service-worker.js.
 */
export default defineConfig({
  build: builtAlone({
    rolldownOptions: {
      input: 'src/pwa/page-worker.ts',
      output: { entryFileNames: 'page-worker.js', format: 'iife' },
    },
  }),
});
