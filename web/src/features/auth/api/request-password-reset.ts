import type { passwordResetRequestSchema } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Answers the same whether or not the address has an account. */
export const requestPasswordReset = (body: PasswordResetRequest): Promise<unknown> =>
  api.post<unknown>('/accounts/api/password-reset/request/', body, { redirectOnUnauthorized: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
