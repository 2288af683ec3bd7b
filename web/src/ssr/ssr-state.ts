import type { FormSubmission, User } from '@lj/contract';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser: the prefetched query cache and the user the
 * server rendered the navigation bar for. It travels in a `type="application/json"` script, which
 * the browser never executes, so the CSP needs no 'unsafe-inline'. The client hydrates with exactly
 * these, so its first render matches the HTML.
 */
export type SsrState = {
  queries: DehydratedState;
  user: User | null;
  /** The CSRF token the page's forms carry (lib/page-forms.tsx). */
  csrfToken: string;
  /** After a refused form post: what was typed and what went wrong. */
  submission?: FormSubmission;
};

export const SSR_STATE_ID = '__LJ_STATE__';

/** JSON safe inside a script element: '<' is escaped so no '</script>' or '<!--' can appear. */
export function serializeSsrState(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
}

/** The state of a server-rendered page, or null for the client-only shell. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
