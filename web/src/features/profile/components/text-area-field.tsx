import { type ComponentPropsWithRef, useId } from 'react';

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string; hint?: string };

/** The textarea twin of the shared Field: label, Bootstrap validation styles and ARIA wiring. */
export function TextAreaField({ label, error, hint, id, className = '', ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`.trim()}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <textarea
        id={inputId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <div id={`${inputId}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
