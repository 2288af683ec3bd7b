import {
  formatPhone,
  normalisePhone,
  type PhoneConfirmationState,
  SMS_CODE_LENGTH,
  type SmsCodeRequest,
  type SmsPhoneRequest,
  smsCodeSchema,
} from '@lj/contract';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { useSmsAction } from './use-sms-action';

/** The account's code requests (a seeker's and a company's differ only by path) and what to re-read after each. */
export type PhoneSteps = {
  requestCode: (body: SmsPhoneRequest) => Promise<PhoneConfirmationState>;
  confirmCode: (body: SmsCodeRequest) => Promise<PhoneConfirmationState>;
  refresh: () => Promise<void>;
};

/** What SMS the account gets, said beside the number's state. */
export type PhoneTexts = {
  /** After "Confirmed". */
  confirmed: string;
  /** After "Not confirmed". */
  unconfirmed: string;
  /** With no number typed. */
  empty: string;
};

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

type CodeStepProps = { phone: string; steps: PhoneSteps; onConfirmed: () => void; onRestart: () => void };

/**
 * The 6-digit code from the SMS. It sits inside the profile form, so it has no form of its own: its
 * button and Enter confirm the code, never save the profile.
 */
function CodeStep({ phone, steps, onConfirmed, onRestart }: CodeStepProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useSmsAction(steps.confirmCode, steps.refresh);
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
  /** The account's number as saved (E.164 once confirmed, '' for none), and whether it is confirmed. */
  saved: string;
  confirmed: boolean;
  /** What the phone field holds now, saved or not. */
  typed: string;
  /** Says at the phone field why what it holds is not a number we can text. */
  onProblem: (message: string) => void;
  steps: PhoneSteps;
  texts: PhoneTexts;
  /**
   * The account's SMS choices, told whether the number in the field is the confirmed one (`children`
   * as a function, so they can wait for it).
   */
  children?: (isConfirmed: boolean) => ReactNode;
};

/**
 * Under an account's one phone field (a seeker's profile, a company's): whether the number is
 * confirmed for SMS, and if not, "Confirm by SMS", which sends a code to the number in the field (it
 * becomes the account's number, as saving it would; a number other than a confirmed one replaces it)
 * and asks for the code; then the account's SMS choices. docs/decisions/0091-one-phone-number.md,
 * docs/decisions/0093-sms-news.md.
 */
export function PhoneConfirmation({
  saved,
  confirmed,
  typed,
  onProblem,
  steps,
  texts,
  children,
}: PhoneConfirmationProps) {
  const written = normalisePhone(typed);
  const number = 'phone' in written ? written.phone : null;
  const isConfirmed = confirmed && number !== null && number === saved;
  // The number a code was sent to in this visit: the code step shows while the field still holds it.
  const [pending, setPending] = useState<string | null>(null);
  const send = useSmsAction(steps.requestCode, steps.refresh);
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
          <span className="badge text-bg-success me-1">Confirmed</span> {texts.confirmed}
        </p>
      ) : pending !== null && pending === number ? (
        <CodeStep
          phone={pending}
          steps={steps}
          onConfirmed={() => setPending(null)}
          onRestart={() => setPending(null)}
        />
      ) : typed.trim() === '' ? (
        <p className="small text-body-secondary mb-0">{texts.empty}</p>
      ) : (
        <>
          <p className="small mb-2">
            <span className="badge text-bg-warning me-1">Not confirmed</span> {texts.unconfirmed}
            {replaces && ` SMS stop going to ${formatPhone(saved)}.`}
          </p>
          <FormAlert message={send.error} />
          <StepButton className="btn btn-outline-primary" onClick={ask} pending={send.isPending}>
            Confirm by SMS
          </StepButton>
        </>
      )}
      {children?.(isConfirmed)}
    </div>
  );
}
