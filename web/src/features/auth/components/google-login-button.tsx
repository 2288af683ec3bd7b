import { useQuery } from '@tanstack/react-query';
import { googleClientIdQueryOptions } from '../../../api/google-client-id';

/** Google sign-in: offered only when the server has a client id configured (the server's render prefetches it). */
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

/**
 * Where Google draws its button: the sign-in pages are the server's, and the page script loads
 * Google's script and signs in from here (pages/google-sign-in.ts).
 */
function GoogleSignIn({ clientId }: { clientId: string }) {
  return <div data-google-client-id={clientId} />;
}
