import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { CsrfField } from '../../lib/page-forms';

/**
 * A form posted to /logout, so a tap ends the session before the app has started (the server ends it
 * and goes to /login, which clears this device: server/src/modules/page-forms). Once the app runs it
 * logs out itself: the API call, everything on the device cleared, /login reloaded (spec section 4).
 */
export function LogoutButton() {
  const { logout } = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <li className="nav-item">
      <form
        method="post"
        action={paths.logout.href()}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          setPending(true);
          void logout();
        }}
      >
        <CsrfField />
        <button type="submit" className="nav-link btn btn-link" disabled={pending}>
          {pending && <Spinner small label="Logging out..." className="me-1" />}
          Logout
        </button>
      </form>
    </li>
  );
}
