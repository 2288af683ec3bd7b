import { useState } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { paths } from '../../config/paths';
import { ApiError, NetworkError } from '../../lib/api-client';
import { type PasswordResetRequest, useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { CsrfField } from '../../lib/page-forms';
import { lazyContractResolver } from '../../lib/lazy-resolver';
import { useAuthForm } from './use-auth-form';

const validation = lazyContractResolver<PasswordResetRequest>((contract) => contract.passwordResetRequestSchema);

/** Spec section 8: the three ways a reset request can fail. */
function resetRequestError(error: unknown): string {
  if (error instanceof ApiError) return `Backend error: ${error.status} ${error.data.detail ?? error.statusText}`;
  if (error instanceof NetworkError) return 'No response from backend.';
  return 'Error setting up request.';
}

export default function ResetPasswordScreen() {
  const resetRequest = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const { form, start, failure } = useAuthForm('reset-password', validation, resetRequest);
  const { register, handleSubmit } = form;
  const { errors, submitCount } = form.formState;
  const done = sent || (submitCount === 0 && start.done);

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
      <FormAlert message={done ? 'If the email exists, a reset link has been sent.' : null} variant="success" />
      <FormAlert message={failure ? resetRequestError(failure) : null} />
      <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <CsrfField />
        <EmailField start={start} error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={resetRequest.isPending}>Send reset link</SubmitButton>
      </form>
      <p className="mt-3 mb-0 small">
        Remembered it? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </AuthCard>
  );
}
