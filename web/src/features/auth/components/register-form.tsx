import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterRequest, registerRequestSchema, type UserType } from '@lj/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { useRegister } from '../api/register';

const EMAIL_TAKEN = 'This email is already taken. Please use a different email or log in.';
const FORM_FIELDS = ['email', 'password', 'password2'] as const;

/** Spec section 5: a 400 naming the email (code email_exists, or a detail saying it exists) is a duplicate. */
function isDuplicateEmail(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  if (error.data.code === 'email_exists') return true;
  return /already (exists|taken)/i.test(`${error.data.detail ?? ''} ${fieldErrors(error).email ?? ''}`);
}

/** Email, password and confirmation; the account is signed in as soon as it is created. */
export function RegisterForm({ userType }: { userType: UserType }) {
  const { signIn } = useAuth();
  const registerAccount = useRegister();
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', password: '', password2: '', user_type: userType },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let answer: Awaited<ReturnType<typeof registerAccount.mutateAsync>>;
    try {
      answer = await registerAccount.mutateAsync(values);
    } catch (error) {
      if (isDuplicateEmail(error)) return setError('email', { message: EMAIL_TAKEN });
      const fields = fieldErrors(error);
      let shown = false;
      for (const name of FORM_FIELDS) {
        const message = fields[name];
        if (message) {
          setError(name, { message });
          shown = true;
        }
      }
      if (!shown) setFormError(errorDetail(error) ?? 'Registration failed. Please try again.');
      return;
    }
    try {
      signIn(answer);
    } catch {
      return setFormError('Registration succeeded, but automatic login failed.');
    }
    toast('Registration successful! You are now logged in.');
    await navigate(paths.home.href());
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <Field label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" {...field('password2')} />
      <SubmitButton pending={registerAccount.isPending}>Register</SubmitButton>
    </form>
  );
}
