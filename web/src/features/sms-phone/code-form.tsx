import { formatPhone, SMS_CODE_LENGTH, smsCodeSchema } from '@lj/contract';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { confirmCode } from './sms-phone-requests';
import { useSmsAction } from './use-sms-action';

type Props = { phone: string; onConfirmed: () => void; onRestart: () => void };

/** Step two: the 6-digit code from the SMS; "Use another number" goes back to step one. */
export function CodeForm({ phone, onConfirmed, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useSmsAction(confirmCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = smsCodeSchema.safeParse(code);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) confirm.mutate({ code: checked.data }, { onSuccess: onConfirmed });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Confirmation code">
      <p className="small">
        We sent a code to <strong>{formatPhone(phone)}</strong>. It works for 10 minutes.
      </p>
      <Field
        id="sms-code"
        label={`${SMS_CODE_LENGTH}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={problem ?? confirm.error ?? undefined}
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={confirm.isPending} className="btn btn-primary">
          Confirm number
        </SubmitButton>
        <button type="button" className="btn btn-link" onClick={onRestart}>
          Use another number or send a new code
        </button>
      </div>
    </form>
  );
}
