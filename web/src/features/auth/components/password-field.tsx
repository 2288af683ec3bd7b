import { type ComponentPropsWithRef, useState, useSyncExternalStore } from 'react';
import { FieldShell } from '../../../components/ui/field-shell';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  error?: string | undefined;
  /** The rules of a new password, shown under it before the first submit. */
  hint?: string | undefined;
};

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating it, true once the app runs this page. */
const useAppRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A password input with a Show/Hide button (its name says "Show password" or "Hide password"). In
 * the server's HTML the button would do nothing until a script runs: it is hidden until then, so
 * nothing looks ready that isn't (the app's screens, or the page script on a public page).
 */
export function PasswordField({ label, error, hint, id, className, ...inputProps }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const running = useAppRunning();
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        // .is-invalid on the group too: Bootstrap shows the message to a sibling of an invalid element.
        <div className={`input-group${error ? ' is-invalid' : ''}`}>
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            className={`form-control${error ? ' is-invalid' : ''}`}
            {...inputProps}
          />
          {/* In the server's HTML hidden until the page script, which then flips it, shows it (pages/password-toggle.ts). */}
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={control.id}
            hidden={!running}
            data-password-toggle
            onClick={() => setShown((current) => !current)}
          >
            <span aria-hidden="true">{shown ? 'Hide' : 'Show'}</span>
            <span className="visually-hidden">{shown ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
