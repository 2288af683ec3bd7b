import type { passwordResetConfirmSchema } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const confirmPasswordReset = (body: PasswordResetConfirm): Promise<unknown> =>
  api.post<unknown>('/accounts/api/password-reset/confirm/', body, { redirectOnUnauthorized: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
