import type { Plugin } from 'vite';

/**
 * The app starts as early as the HTML lets it: the head names the entry script and module
 * preloads of what it imports at once, so the browser fetches them all beside the HTML, compiles
 * them off the main thread, and runs the entry right after parsing (module scripts are deferred:
 * the first paint waits for none of them; the critical CSS is inline). They are fetched at low
 * priority, as the paint does not need them: Chrome gives module scripts high priority, and
 * Lighthouse's simulation then counts them as holding the first paint (bench:lighthouse: FCP of the
 * search from 0.7 to 1.6 s). The stylesheet, deferred apart (defer-stylesheet.ts), is applied before
 * the app's first render.
 *
 * The entry itself is preloaded in the head too, and started by a one-line inline module at the end
 * of the body (`import(entry)`, allowed by its CSP hash): a module script named in the HTML would hold
 * the end of parsing until it has downloaded, and with it DOMContentLoaded and the scroll to an
 * address's #fragment (a server-rendered `/?reveal=email#contact` stayed at the top for seconds).
 *
 * Runs in Node at build time (web/vite.config.ts), on index.html only. Vite writes one module script
 * per chunk when the HTML's entry is nothing but imports (ours: the shell, src/build/shell-chunk.ts,
 * imports Rolldown's helpers): the last is the entry, the others become module preloads before it.
 */
const MODULE_SCRIPT = /(\s*)<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const PLACE = '<!--entry-script-->';

export function entryScript(): Plugin {
  return {
    name: 'entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = [...html.matchAll(MODULE_SCRIPT)];
        const entry = scripts.at(-1);
        if (!entry) return html;
        const indent = entry[1] ?? '\n';
        const src = entry[2] as string;
        const preloads = new Set([
          ...scripts.slice(0, -1).map((match) => match[2] as string),
          ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string),
        ]);
        preloads.delete(src);
        const tags = [...preloads, src]
          .map((href) => `${indent}<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
          .join('');
        const start = `<script type="module">import(${JSON.stringify(src)})</script>`;
        // The tags go where Vite put the first script, in the head.
        let placed = false;
        const placeOnce = () => {
          if (placed) return '';
          placed = true;
          return PLACE;
        };
        return html
          .replace(MODULE_SCRIPT, placeOnce)
          .replace(MODULE_PRELOAD, '')
          .replace(PLACE, () => tags)
          .replace('</body>', () => `${start}</body>`);
      },
    },
  };
}
