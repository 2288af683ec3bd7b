import { Spinner } from '../../../components/ui/spinner';

/** Shown instead of the app while the server confirms the session and no stored user exists. */
export function CheckingAuthScreen() {
  return (
    <main className="container py-5 text-center">
      <Spinner label="Checking Auth..." />
      <p className="mt-3 text-body-secondary" aria-hidden="true">
        Checking Auth...
      </p>
    </main>
  );
}

export function AuthErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="container py-5">
      <div className="alert alert-danger" role="alert">
        <p className="mb-2">Authentication Error: {message}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}
