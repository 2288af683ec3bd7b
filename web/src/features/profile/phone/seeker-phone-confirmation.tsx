import { PhoneConfirmation } from '../../shared/phone-confirmation/phone-confirmation';
import { SMS_CHOICES_HINT, SmsChoiceCheckbox } from './sms-choice-checkbox';
import { confirmCode, requestCode } from './sms-phone-requests';
import { useSeekerRefresh } from './use-seeker-refresh';

const TEXTS = {
  confirmed:
    'Job alerts, application receipts and news of your applications can come to this number by SMS. Reply STOP to any of them to stop them.',
  unconfirmed: 'Confirm it to get job alerts, application receipts and news of your applications by SMS.',
  empty:
    'Employers call you on this number. Confirm it by SMS to get job alerts, application receipts and news of your applications by text message.',
};

type Props = {
  /** The profile's number as saved (E.164, '' for none), whether it is confirmed, and the SMS choices. */
  saved: string;
  confirmed: boolean;
  receipts: boolean;
  statusNews: boolean;
  typed: string;
  onProblem: (message: string) => void;
};

/** The seeker's confirmation step under the profile's phone field, then their SMS choices. */
export function SeekerPhoneConfirmation({ saved, confirmed, receipts, statusNews, typed, onProblem }: Props) {
  const refresh = useSeekerRefresh();
  return (
    <PhoneConfirmation
      saved={saved}
      confirmed={confirmed}
      typed={typed}
      onProblem={onProblem}
      steps={{ requestCode, confirmCode, refresh }}
      texts={TEXTS}
    >
      {(isConfirmed) => (
        <>
          <SmsChoiceCheckbox
            choice="sms_receipts"
            label="Send me an SMS receipt when I apply"
            checked={receipts}
            confirmed={isConfirmed}
          />
          <SmsChoiceCheckbox
            choice="sms_status_news"
            label="Send me an SMS when an employer changes my application's status"
            checked={statusNews}
            confirmed={isConfirmed}
          />
          {!isConfirmed && (
            <p id={SMS_CHOICES_HINT} className="form-text mb-0">
              Confirm your number first.
            </p>
          )}
        </>
      )}
    </PhoneConfirmation>
  );
}
