import { normalisePhone } from '@lj/contract';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { requestCode } from './sms-phone-requests';
import { useSmsAction } from './use-sms-action';

/** Step one: the number, checked here as the server will, then "Send code". */
export function PhoneNumberForm({ onSent }: { onSent: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSmsAction(requestCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = normalisePhone(phone);
    setProblem('error' in checked ? checked.error : null);
    if ('phone' in checked)
      send.mutate({ phone: checked.phone }, { onSuccess: (state) => onSent(state.pending_phone ?? checked.phone) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Phone number for SMS">
      <Field
        id="sms-phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={40}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={problem ?? send.error ?? undefined}
        hint="A Liberian number such as 0770 123 456, or an international one starting with +."
      />
      <SubmitButton pending={send.isPending} className="btn btn-outline-primary">
        Send code
      </SubmitButton>
    </form>
  );
}
