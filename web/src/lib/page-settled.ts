/**
 * How long a page has been open before its extras start: the install prompt's first moment (spec
 * section 4: 3 s with the browser's offer), so nothing it needs comes later than before.
 */
export const PAGE_SETTLED_MS = 3000;

/**
 * Runs `run` once, when the page has loaded and has been open PAGE_SETTLED_MS, or at once when the
 * browser is or goes offline (the offline banner must not wait). For what a first visit does not
 * need while it starts (the service worker, the install prompt, the update toast): on a slow link
 * their scripts would share the network and the main thread with the screen the visitor waits for.
 * Answers a function that cancels it.
 */
export function whenPageSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    removeEventListener('load', afterLoad);
    removeEventListener('offline', now);
  };
  const now = () => {
    cancel();
    run();
  };
  const afterLoad = () => {
    timer = setTimeout(now, PAGE_SETTLED_MS - performance.now());
  };
  if (!navigator.onLine) now();
  else {
    addEventListener('offline', now);
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad);
  }
  return cancel;
}
