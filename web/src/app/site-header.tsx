import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { SITE_NAME } from '../config/site';
import { useAuth } from '../lib/auth-context';
import { Logo } from './logo';
import { GuestNav } from './nav/guest-nav';
import { loadSignedInNav } from './nav/load-signed-in-nav';

const SignedInNav = lazy(loadSignedInNav);

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

/** The header on every page: the logo and product name, and the navigation bar of the user's role. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header>
      <nav className="navbar navbar-expand-lg navbar-dark bg-primary" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand d-flex align-items-center gap-2" to={paths.home.href()}>
            <Logo />
            {SITE_NAME}
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls="main-navigation"
            aria-expanded={open}
            aria-label="Toggle navigation"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          {/* Following a link closes the menu on phones. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; this only listens to their clicks */}
          <div
            id="main-navigation"
            className={`collapse navbar-collapse${open ? ' show' : ''}`}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            <RoleNav />
          </div>
        </div>
      </nav>
    </header>
  );
}
