import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { SITE_NAME } from '../config/site';
import { useAuth } from '../lib/auth-context';
import { Logo } from './logo';
import { GuestNav } from './nav/guest-nav';
import { loadSignedInNav } from './nav/load-signed-in-nav';

const SignedInNav = lazy(loadSignedInNav);
const SignedInHeaderBadge = lazy(() => loadSignedInNav().then((chunk) => ({ default: chunk.SignedInHeaderBadge })));

/** The unread count beside the menu button (phones), from the signed-in navigation's chunk. */
function HeaderBadge() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInHeaderBadge user={user} />
    </Suspense>
  );
}

/**
 * A server-rendered page keeps the server's links until the chunk has arrived (hydration waits at the
 * Suspense boundary); the navbar's height does not depend on its links, so nothing moves when they come.
 */
function RoleNav() {
  const { user } = useAuth();
  if (!user) return <GuestNav />;
  return (
    <Suspense fallback={null}>
      <SignedInNav user={user} />
    </Suspense>
  );
}

/**
 * The header on every page: the logo and product name, and the navigation bar of the user's role. On
 * phones the toggler is a `<details>` the browser opens at the first tap, before the app has started;
 * the links follow it as a sibling (main.scss shows them while it is open), so on wide screens they are
 * shown whatever the toggler's state. Once the app runs, following a link closes the menu.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <header>
      <nav className="navbar navbar-expand-lg navbar-dark bg-primary" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand d-flex align-items-center gap-2" to={paths.home.href()}>
            <Logo />
            {SITE_NAME}
          </Link>
          <HeaderBadge />
          {/* A tap before the app started may have opened it: the app keeps that, so no mismatch to report. */}
          <details ref={menu} className="details-menu navbar-menu" suppressHydrationWarning>
            <summary className="navbar-toggler" aria-controls="main-navigation" aria-label="Toggle navigation">
              <span className="navbar-toggler-icon" />
            </summary>
          </details>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; this only listens to their clicks */}
          <div
            id="main-navigation"
            className="collapse navbar-collapse"
            onClick={(event) => {
              if (menu.current && (event.target as HTMLElement).closest('a')) menu.current.open = false;
            }}
          >
            <RoleNav />
          </div>
        </div>
      </nav>
    </header>
  );
}
