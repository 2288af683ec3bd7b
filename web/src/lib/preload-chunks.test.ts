import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadChunks } from './preload-chunks';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadChunks', () => {
  it('when a lazy import needs other chunks, then each is preloaded once, beside the import, which runs at once', async () => {
    const load = vi.fn(async () => 'screen');
    await expect(preloadChunks(load, ['assets/a.js', 'assets/b.js'])).resolves.toBe('screen');
    await preloadChunks(load, ['assets/a.js']);
    expect(links()).toEqual(['modulepreload /assets/a.js', 'modulepreload /assets/b.js']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the page names a chunk already, then it is not asked for again', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/shared.js">';
    await preloadChunks(async () => null, ['assets/shared.js']);
    expect(links()).toEqual(['modulepreload /assets/shared.js']);
  });

  it('when a chunk has a stylesheet, then the module runs once it has applied, and not if it fails', async () => {
    const load = vi.fn(async () => 'print screen');
    const started = preloadChunks(load, ['assets/print.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    await expect(started).resolves.toBe('print screen');

    const failing = preloadChunks(load, ['assets/broken.css']);
    document.head.querySelector('link[href="/assets/broken.css"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS for /assets/broken.css');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
