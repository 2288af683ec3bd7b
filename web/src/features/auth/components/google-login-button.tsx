import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { googleClientIdQueryOptions } from '../../../api/google-client-id';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { loadScript } from '../../../lib/load-script';
import { useSocialLogin } from '../api/social-login';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
/** Spec section 2: a new account reloads after 1.2 s; a known one goes to /profile after 0.8 s. */
const RELOAD_AFTER_SIGN_UP_MS = 1200;
const PROFILE_AFTER_SIGN_IN_MS = 800;
const FAILED = 'Google login failed. Please try again.';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
};

/** Google sign-in: the script is loaded only when the server has a client id configured. */
export function GoogleLoginButton() {
  const clientId = useQuery(googleClientIdQueryOptions());
  if (clientId.isPending) return null;
  if (clientId.isError) return <p className="text-danger small mb-0">Failed to fetch Google Client ID</p>;
  const answer = clientId.data;
  if ('error' in answer || !answer.google_client_id) {
    const reason = 'error' in answer ? answer.error : 'no client id';
    return <p className="text-body-secondary small mb-0">Google login unavailable: {reason}</p>;
  }
  return <GoogleSignIn clientId={answer.google_client_id} />;
}

function GoogleSignIn({ clientId }: { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { signIn } = useAuth();
  const socialLogin = useSocialLogin();
  const navigate = useNavigate();
  // The callback is handed to Google once; it reads the latest functions through this ref.
  const latest = useRef({ signIn, mutateAsync: socialLogin.mutateAsync, navigate });
  latest.current = { signIn, mutateAsync: socialLogin.mutateAsync, navigate };

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onCredential = async ({ credential }: { credential?: string }) => {
      if (!credential) return setError(FAILED);
      try {
        const answer = await latest.current.mutateAsync({ id_token: credential });
        latest.current.signIn(answer);
        timer = answer.created
          ? setTimeout(() => window.location.reload(), RELOAD_AFTER_SIGN_UP_MS)
          : setTimeout(() => void latest.current.navigate(paths.profile.href()), PROFILE_AFTER_SIGN_IN_MS);
      } catch {
        setError(FAILED);
      }
    };
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        const google = (window as Window & { google?: GoogleIdentity }).google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: (response) => void onCredential(response) });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text: 'continue_with' });
      })
      .catch(() => {
        if (!cancelled) setError(FAILED);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [clientId]);

  return (
    <div>
      <div ref={container} />
      {socialLogin.isPending && <p className="small text-body-secondary mb-0">Signing in with Google...</p>}
      {error && (
        <p className="text-danger small mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
