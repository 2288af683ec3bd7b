import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { whenPageSettled } from '../lib/page-settled';

/**
 * Renders its children once the page has loaded and settled (lib/page-settled.ts: 3 s after it
 * opened, or at once offline), never on the server: for lazily loaded parts that draw nothing at
 * first (the PWA chrome, a debugging switch). Their chunks stay out of the entry script and off the
 * network while the screen's own chunks, which hydration waits for, come in; the server's HTML and
 * the first client render still match (both empty here).
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenPageSettled(() => startTransition(() => setLoaded(true))), []);
  if (!loaded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
