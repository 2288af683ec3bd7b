import { type ReactNode, useId } from 'react';

/** The attributes that tie a form control to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldShellProps = {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** The caller's id for the control; a generated one otherwise. */
  id?: string | undefined;
  /** Bootstrap spacing under the field. */
  spacing?: string;
  className?: string;
  /** Renders the control with the wiring attributes spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The wrapper every labelled form control shares: label, hint and invalid feedback, with the ids
 * and ARIA attributes that let screen readers announce them with the control.
 */
export function FieldShell({ label, error, hint, id, spacing = 'mb-3', className = '', children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${spacing} ${className}`.trim()}>
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
