import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryScript } from './entry-script';

const transform = (html: string) => {
  const hook = entryScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

describe('entryScript', () => {
  it('when Vite wrote a script per chunk, then the head preloads them all at low priority and the end of the body starts the last, the entry', () => {
    const html = transform(`<html><head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/helpers.js"></script>
    <script type="module" crossorigin src="/assets/shell.js"></script>
    <link rel="stylesheet" href="/assets/app.css" media="print">
  </head><body><div id="root"></div></body></html>`);
    expect(html).toBe(`<html><head>
    <title>x</title>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/helpers.js">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell.js">
    <link rel="stylesheet" href="/assets/app.css" media="print">
  </head><body><div id="root"></div><script type="module">import("/assets/shell.js")</script></body></html>`);
  });

  it('when Vite wrote the entry with its preloads, then they stay in the head, the entry last, started after parsing', () => {
    const html = transform(`<head>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
  </head><body></body>`);
    expect(html).toBe(`<head>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared.js">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/entry.js">
  </head><body><script type="module">import("/assets/entry.js")</script></body>`);
    // No module script by address: it would hold the end of parsing (and a #fragment's scroll) until downloaded.
    expect(html).not.toMatch(/<script type="module"[^>]*\ssrc=/);
  });

  it('when the page has no built module script (the dev server), then it is left alone', () => {
    const html = '<html><body><script type="module" data-src="/src/main.tsx"></script></body></html>';
    expect(transform(html)).toBe(html);
  });
});
