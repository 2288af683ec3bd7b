import type { AuthResponse, User } from '@lj/contract';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

export type AuthContextValue = AuthState & {
  /** Stores the token and user of a login, register or social-login answer and signs in. */
  signIn: (answer: AuthResponse) => void;
  /** Asks the server who is signed in (also after a login, to refresh the user). */
  recheck: () => Promise<void>;
  /** After a profile edit: replace the user shown and stored. */
  updateUser: (user: User) => void;
  /** Logs out on the server (failure ignored), clears everything and reloads /login. */
  logout: () => Promise<void>;
  /**
   * "Sign out everywhere": ends every session and token of the user on the server, then does what
   * logout does. Rejects, with nothing cleared, when the server could not do it (offline, 5xx).
   */
  logoutEverywhere: () => Promise<void>;
  /** Forgets everything on this device at once (/login?nocache or ?forced), without a reload. */
  clearSession: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
