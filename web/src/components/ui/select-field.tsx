import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';

/** A choice of a select: its value and the text shown for it. */
export type SelectOption = { value: string | number; label: string };

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Bootstrap spacing under the field (mb-3 unless given). */
  spacing?: string;
  /** The choices, drawn after the children (a fixed first <option> such as "Select a size"). */
  options?: readonly SelectOption[];
  children?: ReactNode;
};

/** One labelled select with the same validation styles and ARIA wiring as Field. */
export function SelectField({
  label,
  error,
  hint,
  id,
  spacing,
  className,
  options,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} spacing={spacing} className={className}>
      {(control) => (
        <select {...control} className={`form-select${error ? ' is-invalid' : ''}`} {...selectProps}>
          {children}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
