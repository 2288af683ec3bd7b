import { ALERT_CHANNEL_NEEDED } from '@lj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { seekerUser } from '../../testing/seeker';
import { type AlertFieldValues, AlertFields, alertChannelError } from './alert-fields';
import { useAlertForm } from './use-alert-form';

/** A signed-in seeker whose profile holds `smsPhone` confirmed (null: a number that is not confirmed). */
const seeker = (smsPhone: string | null) =>
  seekerUser({ phone_number: smsPhone ?? '+231886000111', phone_confirmed: smsPhone !== null });

/** The fields as a form holds them, showing the channel rule's error as the forms do on submit. */
function Form({ start }: { start: AlertFieldValues }) {
  const [values, setValues] = useState(start);
  return <AlertFields values={values} channelError={alertChannelError(values) ?? undefined} onChange={setValues} />;
}

const start: AlertFieldValues = { name: 'Drivers', frequency: 'daily', email: true, sms: false };

describe('alert fields', () => {
  it('when the seeker has a confirmed number, then By SMS can be ticked and names the number', async () => {
    const user = userEvent.setup();
    renderScreen(<Form start={start} />, '/jobs', { user: seeker('+231770123456') });
    const sms = screen.getByRole('checkbox', { name: 'By SMS' }) as HTMLInputElement;
    expect(sms.disabled).toBe(false);
    await user.click(sms);
    expect(sms.checked).toBe(true);
    screen.getByText('SMS go to +231 770 123 456.');
  });

  it('when the seeker has no confirmed number, then By SMS is off and a link leads to the profile to confirm one', () => {
    renderScreen(<Form start={start} />, '/jobs', { user: seeker(null) });
    expect((screen.getByRole('checkbox', { name: 'By SMS' }) as HTMLInputElement).disabled).toBe(true);
    const link = screen.getByRole('link', { name: 'Confirm your phone number on your profile to get SMS' });
    expect(link.getAttribute('href')).toBe('/profile');
  });

  it('when e-mail is unticked with SMS off, then the form says a channel is needed', async () => {
    const user = userEvent.setup();
    renderScreen(<Form start={start} />, '/jobs', { user: seeker(null) });
    expect(screen.queryByText(ALERT_CHANNEL_NEEDED)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'By e-mail' }));
    screen.getByText(ALERT_CHANNEL_NEEDED);
  });
});

/** An alert form as the create and edit forms build it: what a valid submit sends lands in `sent`. */
function SubmittingForm({ sent }: { sent: AlertFieldValues[] }) {
  const form = useAlertForm({ name: '', frequency: 'weekly', email: false, sms: false });
  return (
    <form aria-label="Alert" onSubmit={form.onSubmit((values) => sent.push(values))} noValidate>
      <AlertFields {...form.fields} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('alert form', () => {
  it('when it is submitted without a name or a channel, then both errors show and nothing is sent', async () => {
    const user = userEvent.setup();
    const sent: AlertFieldValues[] = [];
    renderScreen(<SubmittingForm sent={sent} />, '/jobs', { user: seeker(null) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Alert name' }).getAttribute('aria-invalid')).toBe('true');
    screen.getByText(ALERT_CHANNEL_NEEDED);
    expect(sent).toEqual([]);
  });

  it('when the name and a channel are given, then the errors go and the values are sent', async () => {
    const user = userEvent.setup();
    const sent: AlertFieldValues[] = [];
    renderScreen(<SubmittingForm sent={sent} />, '/jobs', { user: seeker(null) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByRole('textbox', { name: 'Alert name' }), 'Drivers');
    await user.click(screen.getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Alert name' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(ALERT_CHANNEL_NEEDED)).toBeNull();
    expect(sent).toEqual([{ name: 'Drivers', frequency: 'weekly', email: true, sms: false }]);
  });
});
