import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth-context';

export function LogoutButton() {
  const { logout } = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <li className="nav-item">
      <button
        type="button"
        className="nav-link btn btn-link"
        disabled={pending}
        onClick={() => {
          setPending(true);
          void logout();
        }}
      >
        {pending && <Spinner small label="Logging out..." className="me-1" />}
        Logout
      </button>
    </li>
  );
}
