import { useId } from 'react';

type FileFieldProps = {
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  onFile: (file: File | null) => void;
};

/** A labelled file input; the chosen file goes to the caller (files are not part of the zod form). */
export function FileField({ label, accept, hint, error, onFile }: FileFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
