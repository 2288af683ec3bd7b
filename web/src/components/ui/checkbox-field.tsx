import type { ComponentPropsWithRef } from 'react';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  id: string;
  label: string;
  /** Spacing classes beside form-check on the wrapper. */
  className?: string;
};

/** A Bootstrap checkbox with its label after it. */
export function CheckboxField({ id, label, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <div className={className ? `form-check ${className}` : 'form-check'}>
      <input id={id} type="checkbox" className="form-check-input" {...inputProps} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
