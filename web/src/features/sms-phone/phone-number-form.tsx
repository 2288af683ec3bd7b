import { normalisePhone } from '@lj/contract';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { requestCode } from './sms-phone-requests';
import { useSmsStep } from './use-sms-step';

/** The number as typed, in the form the server keeps it, or why it is not one. */
function checkPhone(text: string) {
  const checked = normalisePhone(text);
  return 'phone' in checked ? { input: { phone: checked.phone } } : { problem: checked.error };
}

/** Step one: the number, checked here as the server will, then "Send code". */
export function PhoneNumberForm({ onSent }: { onSent: (phone: string) => void }) {
  const send = useSmsStep(requestCode, checkPhone, (state, { phone }) => onSent(state.pending_phone ?? phone));
  return (
    <form onSubmit={send.submit} noValidate aria-label="Phone number for SMS">
      <Field
        id="sms-phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={40}
        {...send.field}
        hint="A Liberian number such as 0770 123 456, or an international one starting with +."
      />
      <SubmitButton pending={send.pending} className="btn btn-outline-primary">
        Send code
      </SubmitButton>
    </form>
  );
}
