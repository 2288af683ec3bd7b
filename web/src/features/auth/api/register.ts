import type { AuthResponse, RegisterRequest } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_TOKEN_KEY, removeStored } from '../../../lib/storage';

/** Answers 201 with `{user, token}` like login, so the new account is signed in at once. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  removeStored(AUTH_TOKEN_KEY);
  return api.post<AuthResponse>('/accounts/api/register/', body, { redirectOnUnauthorized: false });
}

export const useRegister = () => useMutation({ mutationFn: register });
