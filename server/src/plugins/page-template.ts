import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the page script's build (web/vite.page-script.config.ts) names its hashed file. */
export const PAGE_SCRIPT_MANIFEST = path.join('.vite', 'page-script.json');

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const APP_START = /<script type="module">import\([^)]*\)<\/script>/g;
/** index.html's notice for browsers without scripts (a public page needs none); the stylesheet's <noscript> stays. */
const NEEDS_SCRIPTS = /\s*<noscript>(?!<link)[\s\S]*?<\/noscript>/g;

/** The page script's address from its build's manifest, or null when the build has none. */
export function pageScriptSrc(webDist: string): string | null {
  const manifest = path.join(webDist, PAGE_SCRIPT_MANIFEST);
  if (!existsSync(manifest)) return null;
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file?: string; isEntry?: boolean }>;
  const file = Object.values(entries).find((entry) => entry.isEntry)?.file;
  return file ? `/${file}` : null;
}

/**
 * The template of the public pages: index.html without the React app (its module preloads and the
 * line that starts it) and without the notice that scripts are needed, with the page script instead.
 * `async`: it runs as soon as it is here and never holds the end of parsing (a `#fragment` scroll).
 * The app screens keep index.html itself.
 */
export function pageTemplate(indexHtml: string, scriptSrc: string): string {
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(APP_START, '')
    .replace(NEEDS_SCRIPTS, '')
    .replace('</body>', () => `<script type="module" async src="${scriptSrc}"></script></body>`);
}
