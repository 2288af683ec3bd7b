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

const csrfCookie = () => /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';

/**
 * Google sign-in on the sign-in pages, where the server has a client id (the button's place carries
 * it: features/auth/components/google-login-button.tsx). Google's script is loaded only then; its
 * credential goes to the API, which signs the person in with a session cookie.
 */
export function googleSignIn(): void {
  const place = document.querySelector<HTMLElement>('[data-google-client-id]');
  const clientId = place?.dataset.googleClientId;
  if (!place || !clientId) return;
  const fail = () => {
    const message = document.createElement('p');
    message.className = 'text-danger small mb-0';
    message.setAttribute('role', 'alert');
    message.textContent = FAILED;
    place.after(message);
  };
  const onCredential = async ({ credential }: { credential?: string }) => {
    if (!credential) return fail();
    const answer = await fetch('/accounts/api/social/login/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrfCookie() },
      body: JSON.stringify({ id_token: credential }),
    }).catch(() => null);
    if (!answer?.ok) return fail();
    const { created } = (await answer.json()) as { created?: boolean };
    if (created) setTimeout(() => window.location.reload(), RELOAD_AFTER_SIGN_UP_MS);
    else setTimeout(() => window.location.assign('/profile'), PROFILE_AFTER_SIGN_IN_MS);
  };
  const script = document.createElement('script');
  script.src = GOOGLE_SCRIPT;
  script.async = true;
  script.onerror = fail;
  script.onload = () => {
    const google = (window as Window & { google?: GoogleIdentity }).google;
    if (!google) return fail();
    google.accounts.id.initialize({ client_id: clientId, callback: (response) => void onCredential(response) });
    google.accounts.id.renderButton(place, { theme: 'outline', size: 'large', text: 'continue_with' });
  };
  document.head.append(script);
}
