import type { AuthResponse, LoginRequest } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { AUTH_TOKEN_KEY, removeStored } from '../../../lib/storage';

/**
 * A new sign-in replaces whatever identity was stored; a stale stored token would otherwise make
 * the server refuse this very request with 401.
 */
export function login(body: LoginRequest): Promise<AuthResponse> {
  removeStored(AUTH_TOKEN_KEY);
  return api.post<AuthResponse>('/accounts/api/login/', body, { redirectOnUnauthorized: false });
}

export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: login, onSuccess: signIn });
}
