import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@lj/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { paths } from '../../config/paths';
import { ApiError, NetworkError } from '../../lib/api-client';
import { type PasswordResetRequest, useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { FormAlert } from '../../components/ui/form-alert';

/** Spec section 8: the three ways a reset request can fail. */
function resetRequestError(error: unknown): string {
  if (error instanceof ApiError) return `Backend error: ${error.status} ${error.data.detail ?? error.statusText}`;
  if (error instanceof NetworkError) return 'No response from backend.';
  return 'Error setting up request.';
}

export default function ResetPasswordScreen() {
  const resetRequest = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await resetRequest.mutateAsync(values);
      setSent(true);
    } catch {
      // shown from resetRequest.error below
    }
  });

  return (
    <AuthCard title="Reset your password">
      <FormAlert message={sent ? 'If the email exists, a reset link has been sent.' : null} variant="success" />
      <FormAlert message={resetRequest.isError ? resetRequestError(resetRequest.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={resetRequest.isPending}>Send reset link</SubmitButton>
      </form>
      <p className="mt-3 mb-0 small">
        Remembered it? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </AuthCard>
  );
}
