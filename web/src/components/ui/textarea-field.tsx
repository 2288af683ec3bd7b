import type { ComponentPropsWithRef } from 'react';
import { FieldShell } from './field-shell';

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** One labelled multi-line input with the same validation styles and ARIA wiring as Field. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea {...control} rows={rows} className={`form-control${error ? ' is-invalid' : ''}`} {...textareaProps} />
      )}
    </FieldShell>
  );
}
