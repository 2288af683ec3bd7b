import { useEffect } from 'react';

/** The User Timing mark bench:web reads (server/bench/web.ts, its first entry): first paint to a working app. */
export const APP_STARTED_MARK = 'app-hydrated';

/**
 * Renders nothing; once its Suspense boundary has committed (the server's screen hydrated, or a
 * client-only screen's first render), marks the time in the page's performance timeline.
 */
export function AppStartedMark(): null {
  useEffect(() => {
    performance.mark(APP_STARTED_MARK);
  }, []);
  return null;
}
