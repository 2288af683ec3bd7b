import { type FormEvent, useState } from 'react';
import { type AlertFieldValues, alertChannelError, alertNameError } from './alert-fields';

/**
 * An alert form's values (the create form on /jobs, the edit form on /alerts) and what its last submit
 * found wrong, as AlertFields takes them: `onSubmit(send)` checks the name and the channels as the
 * contract does, and sends the values only when both are fine.
 */
export function useAlertForm(initial: AlertFieldValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; channel?: string }>({});
  const onSubmit = (send: (values: AlertFieldValues) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = { name: alertNameError(values.name) ?? undefined, channel: alertChannelError(values) ?? undefined };
    setErrors(checked);
    if (!checked.name && !checked.channel) send(values);
  };
  return { fields: { values, nameError: errors.name, channelError: errors.channel, onChange: setValues }, onSubmit };
}
