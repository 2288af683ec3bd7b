import type { LoginRequest } from '@lj/contract';
import { authFieldLimits } from '@lj/contract/auth-fields';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { paths, safeReturnPath } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth-context';
import { CsrfField } from '../../lib/page-forms';
import { lazyContractResolver } from '../../lib/lazy-resolver';
import { useLogin } from './api/login';
import { useAuthForm } from './use-auth-form';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { GoogleLoginButton } from './components/google-login-button';
import { PasswordField } from './components/password-field';

const validation = lazyContractResolver<LoginRequest>((contract) => contract.loginRequestSchema);

/** Where to go after login: the page the visitor came from (router state or ?next=), else home. */
function returnPath(state: unknown, next: string | null): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return safeReturnPath(typeof from === 'string' ? from : null) ?? safeReturnPath(next) ?? paths.home.href();
}

export default function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { clearSession } = useAuth();
  const login = useLogin();
  const { form, start, failure } = useAuthForm('login', validation, login);
  const { register, handleSubmit } = form;
  const { errors } = form.formState;

  // Spec section 2: ?nocache or ?forced wipes everything on this device and resets the URL.
  const forceReset = params.has('nocache') || params.has('forced');
  useEffect(() => {
    if (!forceReset) return;
    clearSession();
    void navigate(paths.login.href(), { replace: true });
  }, [forceReset, clearSession, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch {
      return; // shown from login.error below
    }
    await navigate(returnPath(location.state, params.get('next')), { replace: true });
  });

  return (
    <AuthCard title="Log in">
      <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <CsrfField />
        <FormAlert message={failure ? (errorDetail(failure) ?? 'Login failed. Please try again.') : null} />
        <EmailField start={start} error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message ?? start.fieldError('password')}
          {...authFieldLimits.password}
          {...register('password')}
        />
        <SubmitButton pending={login.isPending}>Log in</SubmitButton>
      </form>
      <p className="mt-3 small">
        <Link to={paths.resetPassword.href()}>Forgot password?</Link>
      </p>
      <div className="my-3 text-center text-body-secondary small">or</div>
      <GoogleLoginButton />
      <p className="mt-3 mb-0 small">
        New here?{' '}
        <Link to={paths.register.href({ next: safeReturnPath(params.get('next')) ?? undefined })}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
