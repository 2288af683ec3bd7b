import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The <option> elements. */
  children: ReactNode;
};

/** One labelled select with the same validation styles and ARIA wiring as Field. */
export function SelectField({ label, error, hint, id, className, children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} className={`form-select${error ? ' is-invalid' : ''}`} {...selectProps}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
