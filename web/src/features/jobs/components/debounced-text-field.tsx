import { type ComponentPropsWithoutRef, useEffect, useId, useState } from 'react';

/** Spec section 9: the search box waits 500 ms after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 500;

type DebouncedTextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'> & {
  label: string;
  /** The committed value (from the URL); the box follows it when it changes, e.g. on Back. */
  value: string;
  onCommit: (value: string) => void;
  /** A message when the typed text cannot be committed; nothing is committed while it shows. */
  validate?: (text: string) => string | null;
  hint?: string;
};

/** A text input that commits what was typed once typing pauses (or at once on Enter). */
export function DebouncedTextField({ label, value, onCommit, validate, hint, ...inputProps }: DebouncedTextFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const error = validate?.(text) ?? null;
  useEffect(() => {
    if (text.trim() === value || error) return;
    const timer = setTimeout(() => onCommit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, error, onCommit]);

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !error) {
            event.preventDefault();
            onCommit(text.trim());
          }
        }}
        {...inputProps}
      />
      {hint && !error && (
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
