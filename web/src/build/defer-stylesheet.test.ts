import type { IndexHtmlTransformHook } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLY_STYLESHEET_SCRIPT, deferStylesheet } from './defer-stylesheet';

const transform = (html: string) => {
  const hook = deferStylesheet().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

describe('deferStylesheet', () => {
  it('when Vite linked the stylesheet, then it is marked for critical CSS, linked for print, with a noscript link and the script that applies it', () => {
    const html = transform('<head><link rel="stylesheet" crossorigin href="/assets/index-Ab1.css"></head>');
    expect(html).toBe(
      '<head><!--critical-css--><link rel="stylesheet" href="/assets/index-Ab1.css" media="print">' +
        `<noscript><link rel="stylesheet" href="/assets/index-Ab1.css"></noscript><script>${APPLY_STYLESHEET_SCRIPT}</script></head>`,
    );
  });

  it('when the page links no built stylesheet, then it is left alone', () => {
    const html = '<head><link rel="icon" href="/favicon.svg"></head>';
    expect(transform(html)).toBe(html);
  });
});

/** Runs the inline script in this document, as the browser does while it parses index.html. */
function runScript(linkHtml: string, prepare: (link: HTMLLinkElement) => void = () => {}) {
  document.head.innerHTML = linkHtml;
  const link = document.head.querySelector('link') as HTMLLinkElement;
  if (link) prepare(link);
  new Function(APPLY_STYLESHEET_SCRIPT)();
  return { link, applied: (window as { __ljStylesheet?: Promise<void> }).__ljStylesheet as Promise<void> };
}

describe('the inline script of the deferred stylesheet', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('when the stylesheet loads, then it applies to all media and the promise the app waits on resolves', async () => {
    const { link, applied } = runScript('<link rel="stylesheet" href="/assets/app.css" media="print">');
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(link.media).toBe('all');
  });

  it('when it had loaded before the script ran, then it applies at once', async () => {
    const { link, applied } = runScript('<link rel="stylesheet" href="/assets/app.css" media="print">', (element) =>
      Object.defineProperty(element, 'sheet', { value: {} }),
    );
    await applied;
    expect(link.media).toBe('all');
  });

  it('when it fails, then the app starts anyway', async () => {
    const { link, applied } = runScript('<link rel="stylesheet" href="/assets/app.css" media="print">');
    link.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('when it neither loads nor fails, then the app starts after ten seconds', async () => {
    vi.useFakeTimers();
    const { link, applied } = runScript('<link rel="stylesheet" href="/assets/app.css" media="print">');
    let started = false;
    void applied.then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(link.media).toBe('print');
  });

  it('when the page has no deferred stylesheet, then nothing waits', async () => {
    const { applied } = runScript('<link rel="icon" href="/favicon.svg">');
    await expect(applied).resolves.toBeUndefined();
  });
});
