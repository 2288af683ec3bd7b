import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package.json points every import at its development build, whose
 * ENABLE_DEV_WARNINGS keeps the warning code in a production bundle (remix-run/react-router#14102).
 * Its production build sits beside it, the same code with the flag off: a build resolves
 * `react-router` and `react-router/dom` there. Tests and `vite dev` keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's own entry, whatever the workspace layout: dist/development/index.js.
  const dist = path.dirname(path.dirname(require.resolve('react-router')));
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom': path.join(dist, 'production', 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (id) => files[id],
    },
  };
}
