import type { User } from '@lj/contract';

/**
 * Who a server-rendered page was rendered for, in a `type="application/json"` script the browser
 * never executes (the CSP needs no 'unsafe-inline'): the service worker keeps only guests' pages
 * (pwa/cache-rules.ts). The page carries nothing else for scripts: no React takes it over.
 */
export type PageState = { user: User | null };

export const SSR_STATE_ID = '__LJ_STATE__';

/** JSON safe inside a script element: '<' is escaped so no '</script>' or '<!--' can appear. */
export function serializePageState(state: PageState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
}
