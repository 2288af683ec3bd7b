import { authFieldLimits } from '@lj/contract/auth-fields';
import type { ComponentPropsWithRef } from 'react';
import { Field } from '../../../components/ui/field';
import type { FormStart } from '../../../lib/use-form-start';

type EmailFieldProps = ComponentPropsWithRef<'input'> & {
  /** The page form's start (lib/use-form-start.ts): what the server showed after a refused post. */
  start: FormStart;
  /** The app's own message (react-hook-form's), which replaces the server's once the person submits. */
  error?: string;
};

/**
 * The e-mail field of a sign-in page (login, reset password): it shows what was typed before a post the
 * server refused and the server's message, until the app's own; spread react-hook-form's register('email').
 */
export function EmailField({ start, error, ...inputProps }: EmailFieldProps) {
  return (
    <Field
      label="Email"
      type="email"
      autoComplete="email"
      defaultValue={start.value('email')}
      error={error ?? start.fieldError('email')}
      {...authFieldLimits.email}
      {...inputProps}
    />
  );
}
