import { formatPhone, normalisePhone, SMS_CODE_LENGTH, smsCodeSchema } from '@lj/contract';
import { type KeyboardEvent, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { confirmCode, requestCode } from './sms-phone-requests';
import { SmsReceiptsCheckbox } from './sms-receipts-checkbox';
import { useSmsAction } from './use-sms-action';

/** A button of this step whose request may be running (not a submit: the profile form's Save is). */
function StepButton({
  pending,
  onClick,
  className,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  className: string;
  children: string;
}) {
  return (
    <PendingButton
      className={className}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending}
      spinner={pending && 'Sending...'}
    >
      {children}
    </PendingButton>
  );
}

type CodeStepProps = { phone: string; onConfirmed: () => void; onRestart: () => void };

/**
 * The 6-digit code from the SMS. It sits inside the profile form, so it has no form of its own: its
 * button and Enter confirm the code, never save the profile.
 */
function CodeStep({ phone, onConfirmed, onRestart }: CodeStepProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useSmsAction(confirmCode);
  const submit = () => {
    const checked = smsCodeSchema.safeParse(text);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) confirm.mutate({ code: checked.data }, { onSuccess: onConfirmed });
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div>
      <p className="small mb-2">
        We sent a code to <strong>{formatPhone(phone)}</strong>. It works for 10 minutes.
      </p>
      <Field
        id="sms-code"
        label={`${SMS_CODE_LENGTH}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={enter}
        error={problem ?? confirm.error ?? undefined}
        spacing="mb-2"
      />
      <div className="d-flex flex-wrap gap-2">
        <StepButton className="btn btn-primary" onClick={submit} pending={confirm.isPending}>
          Confirm number
        </StepButton>
        <button type="button" className="btn btn-link" onClick={onRestart}>
          Use another number or send a new code
        </button>
      </div>
    </div>
  );
}

type PhoneConfirmationProps = {
  /** The profile's number as saved (E.164, '' for none), and whether it is confirmed. */
  saved: string;
  confirmed: boolean;
  receipts: boolean;
  /** What the phone field holds now, saved or not. */
  typed: string;
  /** Says at the phone field why what it holds is not a number we can text. */
  onProblem: (message: string) => void;
};

/**
 * Under the profile's one phone field: whether the number is confirmed for SMS, and if not, "Confirm
 * by SMS", which sends a code to the number in the field (it becomes the profile's number, as saving
 * it would; a number other than a confirmed one replaces it) and asks for the code; then SMS receipts.
 * docs/decisions/0091-one-phone-number.md.
 */
export function PhoneConfirmation({ saved, confirmed, receipts, typed, onProblem }: PhoneConfirmationProps) {
  const written = normalisePhone(typed);
  const number = 'phone' in written ? written.phone : null;
  const isConfirmed = confirmed && number !== null && number === saved;
  // The number a code was sent to in this visit: the code step shows while the field still holds it.
  const [pending, setPending] = useState<string | null>(null);
  const send = useSmsAction(requestCode);
  const ask = () => {
    if ('error' in written) {
      onProblem(written.error);
      return;
    }
    send.mutate({ phone: written.phone }, { onSuccess: (state) => setPending(state.pending_phone ?? written.phone) });
  };
  const replaces = confirmed && saved !== '' && number !== saved;
  return (
    <div className="mb-3" data-testid="phone-confirmation">
      {isConfirmed ? (
        <p className="small mb-0">
          <span className="badge text-bg-success me-1">Confirmed</span> Job alerts and application receipts can come to
          this number by SMS. Reply STOP to any of them to stop them.
        </p>
      ) : pending !== null && pending === number ? (
        <CodeStep phone={pending} onConfirmed={() => setPending(null)} onRestart={() => setPending(null)} />
      ) : typed.trim() === '' ? (
        <p className="small text-body-secondary mb-0">
          Employers call you on this number. Confirm it by SMS to get job alerts and application receipts by text
          message.
        </p>
      ) : (
        <>
          <p className="small mb-2">
            <span className="badge text-bg-warning me-1">Not confirmed</span> Confirm it to get job alerts and
            application receipts by SMS.
            {replaces && ` SMS stop going to ${formatPhone(saved)}.`}
          </p>
          <FormAlert message={send.error} />
          <StepButton className="btn btn-outline-primary" onClick={ask} pending={send.isPending}>
            Confirm by SMS
          </StepButton>
        </>
      )}
      <SmsReceiptsCheckbox checked={receipts} confirmed={isConfirmed} />
    </div>
  );
}
