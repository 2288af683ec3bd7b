import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from 'react';
import { FieldShell } from '../../../components/ui/field-shell';

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
export function DebouncedTextField({
  label,
  id,
  value,
  onCommit,
  validate,
  hint,
  ...inputProps
}: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // Text typed into the server's HTML before the app started: the state takes it over (and commits it
  // after the pause), or the next render would put the rendered value back.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (field && field.value !== field.defaultValue) setText(field.value);
  }, []);

  const error = validate?.(text) ?? null;
  useEffect(() => {
    if (text.trim() === value || error) return;
    const timer = setTimeout(() => onCommit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, error, onCommit]);

  // The hint gives way to the error, so a screen reader announces only the message that shows.
  return (
    <FieldShell label={label} id={id} hint={error ? undefined : hint} error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          ref={input}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !error) {
              event.preventDefault();
              onCommit(text.trim());
            }
          }}
          {...inputProps}
        />
      )}
    </FieldShell>
  );
}
