import type { SmsSettingsRequest } from '@lj/contract';
import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSmsAction } from '../../shared/phone-confirmation/use-sms-action';
import { setSmsChoice } from './sms-phone-requests';
import { useSeekerRefresh } from './use-seeker-refresh';

type Choice = keyof SmsSettingsRequest;

/** The hint the boxes point to while the number is not confirmed (SeekerPhoneConfirmation shows it once). */
export const SMS_CHOICES_HINT = 'sms-choices-hint';

/** One of the seeker's SMS choices: saved as soon as it is ticked; only with a confirmed number. */
export function SmsChoiceCheckbox({
  choice,
  label,
  checked,
  confirmed,
}: {
  choice: Choice;
  label: string;
  checked: boolean;
  confirmed: boolean;
}) {
  const save = useSmsAction(setSmsChoice, useSeekerRefresh());
  // The box shows the tick at once (set in the same event), until the saved profile says it; a refusal puts it back.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const change = (on: boolean) => {
    setTicked(on);
    save.mutate({ [choice]: on }, { onSettled: () => setTicked(null) });
  };
  const id = choice.replaceAll('_', '-');
  return (
    <div className="mt-2">
      <div className="d-flex align-items-center gap-2">
        <CheckboxField
          id={id}
          label={label}
          checked={ticked ?? checked}
          disabled={!confirmed || save.isPending}
          aria-describedby={confirmed ? undefined : SMS_CHOICES_HINT}
          onChange={(event) => change(event.target.checked)}
        />
        {save.isPending && <Spinner small label="Saving..." />}
      </div>
      <FormAlert message={save.error} className="mt-2 mb-0" />
    </div>
  );
}
