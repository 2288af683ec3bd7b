import { formatPhone, SMS_CODE_LENGTH, smsCodeSchema } from '@lj/contract';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { confirmCode } from './sms-phone-requests';
import { useSmsStep } from './use-sms-step';

type Props = { phone: string; onConfirmed: () => void; onRestart: () => void };

/** The code as typed, checked with the contract's schema. */
function checkCode(text: string) {
  const checked = smsCodeSchema.safeParse(text);
  return checked.success ? { input: { code: checked.data } } : { problem: checked.error.issues[0]?.message ?? null };
}

/** Step two: the 6-digit code from the SMS; "Use another number" goes back to step one. */
export function CodeForm({ phone, onConfirmed, onRestart }: Props) {
  const confirm = useSmsStep(confirmCode, checkCode, onConfirmed);
  return (
    <form onSubmit={confirm.submit} noValidate aria-label="Confirmation code">
      <p className="small">
        We sent a code to <strong>{formatPhone(phone)}</strong>. It works for 10 minutes.
      </p>
      <Field
        id="sms-code"
        label={`${SMS_CODE_LENGTH}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        {...confirm.field}
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={confirm.pending} className="btn btn-primary">
          Confirm number
        </SubmitButton>
        <button type="button" className="btn btn-link" onClick={onRestart}>
          Use another number or send a new code
        </button>
      </div>
    </form>
  );
}
