import { defineConfig } from 'vite';
import { builtAlone } from './src/build/built-alone.ts';

/**
 * The public pages' one script (src/pages/page-script.ts), built alone after the app (vite.config.ts)
 * into the same dist/assets: nothing of the app's chunks can come along. The server finds its hashed
 * name in dist/.vite/page-script.json (server/src/plugins/page-template.ts).
 */
export default defineConfig({
  build: builtAlone({
    manifest: '.vite/page-script.json',
    rolldownOptions: {
      input: 'src/pages/page-script.ts',
      output: { entryFileNames: 'assets/page-[hash].js' },
    },
  }),
});
