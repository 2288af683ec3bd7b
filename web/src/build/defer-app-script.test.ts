import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferAppScript } from './defer-app-script';

const transform = (html: string) => {
  const hook = deferAppScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

const built = `<html><head>
    <script type="module" crossorigin src="/assets/first.js"></script>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
    <link rel="stylesheet" href="/assets/app.css">
  </head><body><div id="root"></div></body></html>`;

describe('deferAppScript', () => {
  it('when Vite wrote module scripts and preloads, then they become one inline boot script at the end of the body', () => {
    const html = transform(built);
    expect(html).not.toMatch(/<script type="module"[^>]*src=/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css">');
    const boot = /<script type="module">([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    // Every file preloaded at once, then the scripts imported in their order.
    expect(boot).toContain('["/assets/first.js","/assets/app.js","/assets/shared.js"]');
    expect(boot).toContain('for(const src of ["/assets/first.js","/assets/app.js"])await import(src)');
    // Not before the first paint, except in a hidden tab, which never paints.
    expect(boot).toContain('document.hidden?start():requestAnimationFrame(()=>setTimeout(start))');
  });

  it('when the page has no module script (the dev server), then it is left alone', () => {
    const html = '<html><body><script type="module" src="/src/main.tsx"></script></body></html>'.replace(
      ' src=',
      ' data-src=',
    );
    expect(transform(html)).toBe(html);
  });
});
