/**
 * What a lazy import runs in the built app (Vite's `__vitePreload`, swapped in by
 * src/build/preload-helper.ts): the chunks the imported one needs are requested with it, in parallel,
 * instead of once it has arrived and named them; a chunk's stylesheet is applied before its module
 * runs. `deps` are the files' paths from the site's base, as Vite writes them (`assets/x.js`).
 *
 * Vite's own helper also covers what this app never meets (a relative base, CSP nonces, browsers
 * without modulepreload, its vite:preloadError event), and sat in the first script every visit
 * loads (bench:size).
 */
const requested = new Map<string, Promise<unknown> | undefined>();

export function preloadChunks<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  return Promise.all(
    (deps ?? []).map((dep) => {
      const href = import.meta.env.BASE_URL + dep;
      // Already asked for here, or named by the page's HTML (the first route's module preloads).
      if (requested.has(href) || document.querySelector(`link[href="${href}"]`)) return requested.get(href);
      const css = href.endsWith('.css');
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      // A script is preloaded and not waited for (the import waits for it); a stylesheet must apply first.
      const applied = css
        ? new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
          })
        : undefined;
      requested.set(href, applied);
      document.head.append(link);
      return applied;
    }),
  ).then(load);
}
