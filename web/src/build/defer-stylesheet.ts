import type { Plugin } from 'vite';

/**
 * The stylesheet no longer holds the first paint (issue 6). Vite's render-blocking link becomes:
 * - a `<!--critical-css-->` mark, where the server puts the rules the page's own markup uses
 *   (server/src/plugins/critical-css.ts), so the first paint needs nothing but the HTML;
 * - the same link with media="print", which downloads without blocking; the boot script
 *   (defer-app-script.ts) switches it to all media before the app's script runs, so nothing the
 *   app renders is unstyled; it repeats the critical rules, so applying it shifts nothing;
 * - a <noscript> link, for browsers without JavaScript.
 * Runs in Node at build time (web/vite.config.ts), on index.html only.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

export function deferStylesheet(): Plugin {
  return {
    name: 'defer-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          STYLESHEET_LINK,
          (_link, href: string) =>
            `<!--critical-css--><link rel="stylesheet" href="${href}" media="print"><noscript><link rel="stylesheet" href="${href}"></noscript>`,
        ),
    },
  };
}
