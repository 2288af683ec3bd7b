import type { User } from '@lj/contract';

/** Spec section 4: the authentication state machine, pure so every transition is testable. */
export type AuthStatus = 'unauthenticated' | 'checking' | 'authenticated' | 'error';

export type AuthState = {
  status: AuthStatus;
  /** The signed-in user; while checking, the stored user (if any) being confirmed. */
  user: User | null;
  error: string | null;
};

export type AuthAction =
  | { type: 'check-started' }
  | { type: 'check-succeeded'; user: User | null }
  | { type: 'check-failed'; message: string }
  | { type: 'logged-in'; user: User }
  | { type: 'user-updated'; user: User }
  | { type: 'logged-out' };

const signedIn = (user: User): AuthState => ({ status: 'authenticated', user, error: null });
const signedOut: AuthState = { status: 'unauthenticated', user: null, error: null };

/**
 * The state on start: the stored user is restored first; unless the screen skips it (the four
 * sign-in screens), the server is then asked to confirm, so the state starts as checking.
 */
export function initialAuthState(storedUser: User | null, confirmWithServer: boolean): AuthState {
  if (confirmWithServer) return { status: 'checking', user: storedUser, error: null };
  return storedUser ? signedIn(storedUser) : signedOut;
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'check-started':
      return { status: 'checking', user: state.user, error: null };
    case 'check-succeeded':
      return action.user ? signedIn(action.user) : signedOut;
    case 'check-failed':
      // The server could not be asked: a stored user stays signed in, otherwise the error shows.
      return state.user ? signedIn(state.user) : { status: 'error', user: null, error: action.message };
    case 'logged-in':
      return signedIn(action.user);
    case 'user-updated':
      return state.user ? { ...state, user: action.user } : state;
    case 'logged-out':
      return signedOut;
  }
}

/** True while the 'Checking Auth...' screen should replace the app: checking with nobody to show. */
export const isBlockingCheck = (state: AuthState): boolean => state.status === 'checking' && state.user === null;

type LooseUser = Omit<User, 'user_type'> & { user_type?: User['user_type'] | null };

/**
 * A user from storage or an answer. A missing user_type is inferred (spec section 3): company when
 * a company object exists, otherwise job seeker. Anything that is not a user gives null.
 */
export function normalizeUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<LooseUser>;
  if (typeof candidate.id !== 'number' || typeof candidate.email !== 'string') return null;
  const user = candidate as LooseUser;
  return {
    ...user,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    company: user.company ?? null,
    profile: user.profile ?? null,
    user_type: user.user_type ?? (user.company ? 'company' : 'job_seeker'),
  };
}

/** The name shown in the navigation bar. */
export function displayName(user: User): string {
  if (user.user_type === 'company' && user.company?.name) return user.company.name;
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.email;
}
