import { authFieldLimits, NEW_PASSWORD_RULES, RESET_LINK_INVALID } from '@lj/contract/auth-fields';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { paths } from '../../config/paths';
import { errorDetail, fieldErrors } from '../../lib/api-errors';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { AuthCard } from './components/auth-card';
import { PasswordField } from './components/password-field';
import { FormAlert } from '../../components/ui/form-alert';
import { CsrfField } from '../../lib/page-forms';
import { lazyContractResolver } from '../../lib/lazy-resolver';
import { useAuthForm } from './use-auth-form';

const validation = lazyContractResolver<{ new_password: string }>((contract) =>
  contract.passwordResetConfirmSchema.pick({ new_password: true }),
);

export default function ResetPasswordConfirmScreen() {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  const confirm = useConfirmPasswordReset();
  const { form, start, failure } = useAuthForm('reset-password-confirm', validation, confirm);
  const { register, handleSubmit } = form;
  const { errors, submitCount } = form.formState;

  if (!uid || !token) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert message={RESET_LINK_INVALID} />
        <Link to={paths.resetPassword.href()}>Ask for a new reset link</Link>
      </AuthCard>
    );
  }

  if (confirm.isSuccess || (submitCount === 0 && start.done)) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert
          message="Your password has been reset. You can now log in with your new password."
          variant="success"
        />
        <Link className="btn btn-primary w-100" to={paths.login.href()}>
          Go to login
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ new_password }) => {
    try {
      await confirm.mutateAsync({ uid, token, new_password });
    } catch {
      // shown from confirm.error below
    }
  });
  const serverFieldError = fieldErrors(failure).new_password ?? start.fieldError('new_password');

  return (
    <AuthCard title="Choose a new password">
      <FormAlert
        message={
          failure && !serverFieldError ? (errorDetail(failure) ?? 'Something went wrong. Please try again.') : null
        }
      />
      <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <CsrfField />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_RULES}
          error={errors.new_password?.message ?? serverFieldError}
          {...authFieldLimits.newPassword}
          {...register('new_password')}
        />
        <SubmitButton pending={confirm.isPending}>Set new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
