import type { BuildOptions } from 'vite';

/**
 * Build options of a script built alone after the app (vite.config.ts), into the same dist: no
 * public folder copied again, nothing emptied, no preload helper, no chunk of the app shared.
 */
export const builtAlone = (options: BuildOptions): BuildOptions => ({
  target: 'es2022',
  outDir: 'dist',
  emptyOutDir: false,
  copyPublicDir: false,
  modulePreload: false,
  ...options,
});
