import type { Plugin } from 'vite';

/**
 * The app's scripts start downloading after the server-rendered page has painted, not beside its
 * stylesheet. On a slow phone link the 100 KB of script would otherwise share the first round trips
 * with the stylesheet the first paint waits for; the HTML already shows the content, the script
 * only makes it interactive (issue 6, bench:lighthouse: first contentful paint). The cost is about
 * one round trip of start-up time, paid after the visitor can read the page.
 *
 * Runs in Node at build time (web/vite.config.ts), on index.html only: the module scripts and
 * module preloads Vite wrote become one small inline module at the end of the body. It preloads
 * every file at once (no waterfall), then imports the scripts in their original order. The
 * server allows this one inline script by its hash (server/src/plugins/inline-hashes.ts).
 */
const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The inline boot script for these scripts (in order) and preloads. Exported for its unit test. */
export function bootScript(scripts: readonly string[], preloads: readonly string[]): string {
  const files = JSON.stringify([...new Set([...scripts, ...preloads])]);
  const order = JSON.stringify(scripts);
  // The deferred stylesheet (defer-stylesheet.ts) applies before any script runs, so nothing the app
  // renders is unstyled. A hidden tab paints nothing, so it would wait for a frame forever: it starts at once.
  return [
    'const start=async()=>{',
    `for(const href of ${files}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    // A stylesheet that failed before this ran fires no event: ten seconds at most, then the app starts anyway.
    'const styles=[...document.querySelectorAll("link[rel=stylesheet][media=print]")].map(link=>new Promise(done=>{link.sheet?done():link.onload=link.onerror=done}).then(()=>{link.media="all"}));',
    'await Promise.race([Promise.all(styles),new Promise(done=>setTimeout(done,1e4))]);',
    `for(const src of ${order})await import(src)`,
    '};',
    'document.hidden?start():requestAnimationFrame(()=>setTimeout(start))',
  ].join('');
}

export function deferAppScript(): Plugin {
  return {
    name: 'defer-app-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
        if (scripts.length === 0) return html;
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
        const rest = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return rest.replace(
          '</body>',
          () => `  <script type="module">${bootScript(scripts, preloads)}</script>\n  </body>`,
        );
      },
    },
  };
}
