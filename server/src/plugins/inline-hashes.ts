import { createHash } from 'node:crypto';

/**
 * The CSP hashes of index.html's inline scripts and styles (the script that switches the deferred
 * stylesheet on, web/src/build/defer-stylesheet.ts; each page's critical CSS gets its hash in ssr.ts):
 * the policy allows exactly these bytes and no other inline code, so it keeps out injected markup as
 * a policy without 'unsafe-inline' does. Data blocks (`type="application/json"`, the page's state)
 * never run and need no hash.
 */
export type InlineHashes = { scriptHashes: string[]; styleHashes: string[] };

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const DATA_BLOCK = /\stype="(application\/(ld\+)?json)"/;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function inlineHashes(html: string): InlineHashes {
  const scriptHashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !DATA_BLOCK.test(attributes ?? ''))
    .map(([, , body]) => sha256(body ?? ''));
  const styleHashes = [...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body ?? ''));
  return { scriptHashes: [...new Set(scriptHashes)], styleHashes: [...new Set(styleHashes)] };
}
