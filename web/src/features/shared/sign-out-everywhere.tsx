import { useCallback, useState } from 'react';
import { SITE_NAME } from '../../config/site';
import { useAuth } from '../../lib/auth-context';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';
const FAILED = 'Could not sign out everywhere. Check your connection and try again.';

/**
 * The profile's "Sign out everywhere" (docs/decisions/0007-sign-out-everywhere.md): once confirmed, every phone and computer
 * signed in to the account is signed out, this one too, which then does what Logout does.
 * Shown on the job seeker profile and on the company's own profile.
 */
export function SignOutEverywhere({ className = '' }: { className?: string }) {
  const { logoutEverywhere } = useAuth();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCallback(() => setAsking(false), []);

  const confirm = async () => {
    setPending(true);
    try {
      // On success the page reloads at /login: nothing here runs again.
      await logoutEverywhere();
    } catch {
      setPending(false);
      setAsking(false);
      setFailure(FAILED);
    }
  };

  return (
    <section className={`card shadow-sm ${className}`.trim()} aria-labelledby="sign-out-everywhere-title">
      <div className="card-body">
        <h2 className="h5" id="sign-out-everywhere-title">
          Phones and computers
        </h2>
        <p className="small text-body-secondary">
          Signed in on a shared phone or at a cybercafé? Sign out there from here, and sign in again on this one.
        </p>
        <FormAlert message={failure} />
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => {
            setFailure(null);
            setAsking(true);
          }}
        >
          {SIGN_OUT_EVERYWHERE}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`${SIGN_OUT_EVERYWHERE}?`}
        confirmLabel={SIGN_OUT_EVERYWHERE}
        danger
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        Sign out of {SITE_NAME} on every phone and computer, this one too?
      </ConfirmDialog>
    </section>
  );
}
