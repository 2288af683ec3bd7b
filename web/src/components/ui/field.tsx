import { type ComponentPropsWithRef, useId } from 'react';

type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The message shown under the input; marks it invalid for sighted and screen-reader users. */
  error?: string;
  hint?: string;
};

/** One labelled input with Bootstrap's validation styles and the matching ARIA wiring. */
export function Field({ label, error, hint, id, className = '', ...inputProps }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`.trim()}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
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
