import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { Screen } from './lazy-screen';

/** The address this document was loaded for: a public page the server failed to render is not asked again. */
const documentUrl = typeof window === 'undefined' ? '' : window.location.href;

function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  const here = typeof window === 'undefined' ? '' : new URL(href, window.location.origin).href;
  const failedHere = here === documentUrl;
  useEffect(() => {
    // The history entry the router just made now loads the page itself.
    if (!failedHere) window.location.replace(href);
  }, [failedHere, href]);
  if (!failedHere) return null;
  return (
    <div className="alert alert-danger" role="alert">
      This page could not be shown. <a href={href}>Try again</a>
    </div>
  );
}

/**
 * A public page reached inside the app (a link, a redirect, Back): the server's page, loaded as a
 * document, so every public page has one implementation and the app none of it. Where the page has
 * a narrower path (`serverPath`), the rest of its addresses stay the app's screen.
 */
export function documentPage(screen: Screen, pagePath: string | undefined) {
  if (!pagePath) return LoadAsDocument;
  const Screen = screen;
  return function PageOrScreen() {
    const { pathname } = useLocation();
    return matchPath(pagePath, pathname) ? <LoadAsDocument /> : <Screen />;
  };
}
