import { type ComponentPropsWithRef, useId } from 'react';

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** One labelled multi-line input with the same validation styles and ARIA wiring as Field. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  const errorId = `${textareaId}-error`;
  const hintId = `${textareaId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`.trim()}>
      <label htmlFor={textareaId} className="form-label">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
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
