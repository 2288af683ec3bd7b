import { defineConfig } from 'vite';

/**
 * The public pages' one script (src/pages/page-script.ts), built alone after the app (vite.config.ts)
 * into the same dist/assets: nothing of the app's chunks can come along. The server finds its hashed
 * name in dist/.vite/page-script.json (server/src/plugins/page-template.ts).
 */
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/page-script.json',
    modulePreload: false,
    rolldownOptions: {
      input: 'src/pages/page-script.ts',
      output: { entryFileNames: 'assets/page-[hash].js' },
    },
  },
});
