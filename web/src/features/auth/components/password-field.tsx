import type { ComponentPropsWithRef } from 'react';
import { FieldShell } from '../../../components/ui/field-shell';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  error?: string | undefined;
  /** The rules of a new password, shown under it before the first submit. */
  hint?: string | undefined;
};

/**
 * A password input with a Show/Hide button (its name says "Show password" or "Hide password"). The
 * button is hidden in the page's HTML: the page script, which makes it work, shows it and flips it
 * (pages/password-toggle.ts), so nothing looks ready that isn't.
 */
export function PasswordField({ label, error, hint, id, className, ...inputProps }: PasswordFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        // .is-invalid on the group too: Bootstrap shows the message to a sibling of an invalid element.
        <div className={`input-group${error ? ' is-invalid' : ''}`}>
          <input {...control} type="password" className={`form-control${error ? ' is-invalid' : ''}`} {...inputProps} />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={control.id}
            hidden
            data-password-toggle
          >
            <span aria-hidden="true">Show</span>
            <span className="visually-hidden">Show password</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
