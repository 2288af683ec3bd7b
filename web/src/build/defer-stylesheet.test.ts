import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferStylesheet } from './defer-stylesheet';

const transform = (html: string) => {
  const hook = deferStylesheet().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

describe('deferStylesheet', () => {
  it('when Vite linked the stylesheet, then it is marked for critical CSS and linked for print, with a noscript link', () => {
    const html = transform('<head><link rel="stylesheet" crossorigin href="/assets/index-Ab1.css"></head>');
    expect(html).toBe(
      '<head><!--critical-css--><link rel="stylesheet" href="/assets/index-Ab1.css" media="print">' +
        '<noscript><link rel="stylesheet" href="/assets/index-Ab1.css"></noscript></head>',
    );
  });

  it('when the page links no built stylesheet, then it is left alone', () => {
    const html = '<head><link rel="icon" href="/favicon.svg"></head>';
    expect(transform(html)).toBe(html);
  });
});
