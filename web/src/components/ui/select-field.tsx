import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The <option> elements. */
  children: ReactNode;
};

/** One labelled select with the same validation styles and ARIA wiring as Field. */
export function SelectField({ label, error, hint, id, className = '', children, ...selectProps }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`.trim()}>
      <label htmlFor={selectId} className="form-label">
        {label}
      </label>
      <select
        id={selectId}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {children}
      </select>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
