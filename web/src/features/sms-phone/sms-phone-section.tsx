import { formatPhone } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueryOptions } from '../../api/profile';
import { FormAlert } from '../../components/ui/form-alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { CodeForm } from './code-form';
import { PhoneNumberForm } from './phone-number-form';
import { removeSmsPhone } from './sms-phone-requests';
import { SmsReceiptsCheckbox } from './sms-receipts-checkbox';
import { useSmsAction } from './use-sms-action';

/** The confirmed number, with "Remove" (which also turns every SMS off). */
function ConfirmedPhone({ phone }: { phone: string }) {
  const remove = useSmsAction(removeSmsPhone);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(undefined);
      }}
    >
      <p className="mb-2">
        SMS go to <strong data-testid="sms-phone">{formatPhone(phone)}</strong>{' '}
        <span className="badge text-bg-success">Confirmed</span>
      </p>
      <FormAlert message={remove.error} />
      <SubmitButton pending={remove.isPending} className="btn btn-outline-danger btn-sm">
        Remove
      </SubmitButton>
    </form>
  );
}

/**
 * The profile's "SMS" card: a number confirmed by a code, then SMS receipts. Loaded only when
 * the profile shows it (app/profile-screen.tsx); its state is the profile's sms_phone and sms_receipts.
 */
export default function SmsPhoneSection() {
  const profile = useQuery(profileQueryOptions());
  // The number a code was sent to in this visit: step two until it is confirmed or the seeker starts again.
  const [pending, setPending] = useState<string | null>(null);
  const smsPhone = profile.data?.sms_phone ?? null;
  return (
    <section className="card mb-4" aria-labelledby="sms-heading">
      <div className="card-body">
        <h2 id="sms-heading" className="h5">
          SMS
        </h2>
        <p className="small text-body-secondary">
          Job alerts and application receipts by text message. Reply STOP to any of them to stop them.
        </p>
        {smsPhone ? (
          <ConfirmedPhone phone={smsPhone} />
        ) : pending ? (
          <CodeForm phone={pending} onConfirmed={() => setPending(null)} onRestart={() => setPending(null)} />
        ) : (
          <PhoneNumberForm onSent={setPending} />
        )}
        <SmsReceiptsCheckbox checked={profile.data?.sms_receipts ?? false} confirmed={smsPhone !== null} />
      </div>
    </section>
  );
}
