import type { Plugin } from 'vite';

/**
 * The stylesheet does not hold the first paint. Vite's render-blocking link becomes:
 * - a `<!--critical-css-->` mark, where the server puts the rules the page's own markup uses
 *   (server/src/plugins/critical-css.ts), so the first paint needs nothing but the HTML;
 * - the same link with media="print", which downloads without blocking;
 * - a <noscript> link, for browsers without JavaScript;
 * - a tiny inline script (allowed by its CSP hash, server/src/plugins/inline-hashes.ts) that applies
 *   the sheet to all media as soon as it has loaded, before the app's script if it comes first, and
 *   hands the app a promise of that moment (`window.__ljStylesheet`, src/app/deferred-stylesheet.ts):
 *   the app waits for it before its first render, so nothing it draws beyond the server's HTML is
 *   unstyled. The sheet repeats the critical rules in order, so applying it shifts nothing. A sheet
 *   that fails, or is still missing after ten seconds, lets the app start anyway.
 * Runs in Node at build time (web/vite.config.ts), on index.html only.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The inline script's body; exported for its unit test. */
export const APPLY_STYLESHEET_SCRIPT =
  'window.__ljStylesheet=new Promise(done=>{' +
  'const link=document.querySelector("link[rel=stylesheet][media=print]"),apply=()=>{link.media="all";done()};' +
  'if(!link)done();else if(link.sheet)apply();else link.onload=link.onerror=apply;' +
  'setTimeout(done,1e4)})';

export function deferStylesheet(): Plugin {
  return {
    name: 'defer-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        let first = true;
        return html.replace(STYLESHEET_LINK, (_link, href: string) => {
          // The build links one stylesheet (the server's critical CSS assumes so too): one script.
          const script = first ? `<script>${APPLY_STYLESHEET_SCRIPT}</script>` : '';
          first = false;
          return `<!--critical-css--><link rel="stylesheet" href="${href}" media="print"><noscript><link rel="stylesheet" href="${href}"></noscript>${script}`;
        });
      },
    },
  };
}
