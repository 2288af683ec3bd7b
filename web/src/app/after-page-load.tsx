import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children once the page has hydrated and loaded, never on the server: for lazily loaded
 * parts that draw nothing at first (the PWA chrome, a debugging switch). Their chunks stay out of the
 * entry script and do not compete with the screen's own chunk, which hydration is waiting for; the
 * server's HTML and the first client render still match (both empty here).
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      show();
      return;
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);
  if (!loaded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
