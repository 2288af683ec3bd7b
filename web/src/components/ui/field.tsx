import type { ComponentPropsWithRef } from 'react';
import { FieldShell } from './field-shell';

type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The message shown under the input; marks it invalid for sighted and screen-reader users. */
  error?: string;
  hint?: string;
  /** Bootstrap spacing under the field (mb-3 unless given). */
  spacing?: string;
};

/** One labelled input with Bootstrap's validation styles and the matching ARIA wiring. */
export function Field({ label, error, hint, id, spacing, className, ...inputProps }: FieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} spacing={spacing} className={className}>
      {(control) => <input {...control} className={`form-control${error ? ' is-invalid' : ''}`} {...inputProps} />}
    </FieldShell>
  );
}
