import type { RegisterRequest, UserType } from '@lj/contract';
import { authFieldLimits, NEW_PASSWORD_RULES, startPageFor } from '@lj/contract/auth-fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { safeReturnPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { lazyContractResolver } from '../../../lib/lazy-resolver';
import { useFormStart } from '../../../lib/use-form-start';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';

const validation = lazyContractResolver<RegisterRequest>((contract) => contract.registerRequestSchema);
/** The fields' limits, without zod (its schema comes with the validation, lib/lazy-resolver.ts). */
const limits = {
  email: authFieldLimits.email,
  password: authFieldLimits.password,
  password2: authFieldLimits.password,
};

const EMAIL_TAKEN = 'This email is already taken. Please use a different email or log in.';
const FORM_FIELDS = ['email', 'password', 'password2'] as const;

/** Spec section 5: a 400 naming the email (code email_exists, or a detail saying it exists) is a duplicate. */
function isDuplicateEmail(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  if (error.data.code === 'email_exists') return true;
  return /already (exists|taken)/i.test(`${error.data.detail ?? ''} ${fieldErrors(error).email ?? ''}`);
}

type RegisterField = (typeof FORM_FIELDS)[number];

/** What a refused registration shows: messages by field, else one for the form. */
function registerFailure(error: unknown): { fields: Partial<Record<RegisterField, string>>; form: string | null } {
  if (isDuplicateEmail(error)) return { fields: { email: EMAIL_TAKEN }, form: null };
  const messages = fieldErrors(error);
  const fields: Partial<Record<RegisterField, string>> = {};
  for (const name of FORM_FIELDS) if (messages[name]) fields[name] = messages[name];
  const shown = Object.keys(fields).length > 0;
  return { fields, form: shown ? null : (errorDetail(error) ?? 'Registration failed. Please try again.') };
}

/** Email, password and confirmation; the account is signed in as soon as it is created. */
export function RegisterForm({ userType }: { userType: UserType }) {
  const { signIn } = useAuth();
  const registerAccount = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  // No default for the text fields: what was typed before the app started stays (lib/page-forms.tsx).
  const form = useForm<RegisterRequest>({
    resolver: validation.resolver,
    defaultValues: { user_type: userType },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);
  // The form posts itself to the server until the app has started; a refusal comes back rendered.
  const start = useFormStart('register', form.formState.submitCount);
  const serverFailure = start.apiError ? registerFailure(start.apiError) : null;
  const fieldOf = (name: RegisterField) => {
    const bound = field(name);
    return { ...limits[name], ...bound, error: bound.error ?? start.fieldError(name) ?? serverFailure?.fields[name] };
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let answer: Awaited<ReturnType<typeof registerAccount.mutateAsync>>;
    try {
      answer = await registerAccount.mutateAsync(values);
    } catch (error) {
      const failure = registerFailure(error);
      for (const [name, message] of Object.entries(failure.fields)) setError(name as RegisterField, { message });
      setFormError(failure.form);
      return;
    }
    try {
      signIn(answer);
    } catch {
      return setFormError('Registration succeeded, but automatic login failed.');
    }
    toast('Registration successful! You are now logged in.');
    // Back to the page they came from (a job they wanted to apply to), as after login; else a company
    // to its dashboard, where naming the company comes first.
    await navigate(safeReturnPath(params.get('next')) ?? startPageFor(userType, 'registered'));
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate>
      <CsrfField />
      <FormAlert message={formError ?? serverFailure?.form ?? null} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={start.value('email')}
        {...fieldOf('email')}
      />
      <PasswordField label="Password" autoComplete="new-password" hint={NEW_PASSWORD_RULES} {...fieldOf('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...fieldOf('password2')} />
      <SubmitButton pending={registerAccount.isPending}>Register</SubmitButton>
    </form>
  );
}
