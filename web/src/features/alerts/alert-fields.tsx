import { ALERT_CHANNEL_NEEDED, type AlertFrequency, alertCreateSchema, formatPhone } from '@lj/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';

export type AlertFieldValues = { name: string; frequency: AlertFrequency; email: boolean; sms: boolean };

const FREQUENCIES = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
] as const;

/** The contract's own check of the name (the server's words), or null when it is fine. */
export function alertNameError(name: string): string | null {
  const result = alertCreateSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The contract's rule that an alert reaches the seeker somehow, or null when it does. */
export const alertChannelError = (values: AlertFieldValues): string | null =>
  values.email || values.sms ? null : ALERT_CHANNEL_NEEDED;

/** "by e-mail", "by SMS" or "by e-mail and SMS": how an alert is sent, for its row and its toasts. */
export const alertChannels = (alert: { email: boolean; sms: boolean }): string =>
  `by ${[alert.email && 'e-mail', alert.sms && 'SMS'].filter(Boolean).join(' and ')}`;

/**
 * An alert's name, how often, and by e-mail and/or SMS: the create form on /jobs and the edit form on
 * /alerts. SMS can be chosen once the seeker's profile holds a confirmed number; until then a link
 * leads there (an alert that already sends by SMS may still turn it off).
 */
export function AlertFields({
  values,
  nameError,
  channelError,
  onChange,
}: {
  values: AlertFieldValues;
  nameError?: string | undefined;
  channelError?: string | undefined;
  onChange: (values: AlertFieldValues) => void;
}) {
  const id = useId();
  const profile = useAuth().user?.profile;
  // SMS go to the profile's number once it is confirmed.
  const smsPhone = profile?.phone_confirmed ? formatPhone(profile.phone_number) : null;
  const errorId = `${id}-channel-error`;
  return (
    <>
      <Field
        label="Alert name"
        name="name"
        maxLength={80}
        required
        value={values.name}
        error={nameError}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <SelectField
        label="How often"
        name="frequency"
        value={values.frequency}
        options={FREQUENCIES}
        onChange={(event) => onChange({ ...values, frequency: event.target.value as AlertFrequency })}
      />
      <fieldset className="mb-3" aria-describedby={channelError ? errorId : undefined}>
        <legend className="form-label fs-6 mb-1">Send the new jobs</legend>
        <CheckboxField
          id={`${id}-email`}
          label="By e-mail"
          checked={values.email}
          onChange={(event) => onChange({ ...values, email: event.target.checked })}
        />
        <CheckboxField
          id={`${id}-sms`}
          label="By SMS"
          checked={values.sms}
          disabled={!smsPhone && !values.sms}
          onChange={(event) => onChange({ ...values, sms: event.target.checked })}
        />
        <div className="form-text">
          {smsPhone ? (
            `SMS go to ${smsPhone}.`
          ) : (
            <Link to={paths.profile.href()}>Confirm your phone number on your profile to get SMS</Link>
          )}
        </div>
        {channelError && (
          <div id={errorId} className="invalid-feedback d-block">
            {channelError}
          </div>
        )}
      </fieldset>
    </>
  );
}
