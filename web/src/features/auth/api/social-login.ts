import type { AuthResponse, socialLoginRequestSchema } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AUTH_TOKEN_KEY, removeStored } from '../../../lib/storage';

type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** Google's id_token, verified by the server; `created` says a new account was made. */
export function socialLogin(body: SocialLoginRequest): Promise<AuthResponse> {
  removeStored(AUTH_TOKEN_KEY);
  return api.post<AuthResponse>('/accounts/api/social/login/', body, { redirectOnUnauthorized: false });
}

export const useSocialLogin = () => useMutation({ mutationFn: socialLogin });
