import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { setSmsReceipts } from './sms-phone-requests';
import { useSmsAction } from './use-sms-action';

/** "Send me an SMS receipt when I apply": saved as soon as it is ticked; only with a confirmed number. */
export function SmsReceiptsCheckbox({ checked, confirmed }: { checked: boolean; confirmed: boolean }) {
  const save = useSmsAction(setSmsReceipts);
  // The box shows the tick at once (set in the same event), until the saved profile says it; a refusal puts it back.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const change = (on: boolean) => {
    setTicked(on);
    save.mutate({ sms_receipts: on }, { onSettled: () => setTicked(null) });
  };
  return (
    <div className="mt-2">
      <div className="d-flex align-items-center gap-2">
        <CheckboxField
          id="sms-receipts"
          label="Send me an SMS receipt when I apply"
          checked={ticked ?? checked}
          disabled={!confirmed || save.isPending}
          aria-describedby={confirmed ? undefined : 'sms-receipts-hint'}
          onChange={(event) => change(event.target.checked)}
        />
        {save.isPending && <Spinner small label="Saving..." />}
      </div>
      {!confirmed && (
        <p id="sms-receipts-hint" className="form-text mb-0">
          Confirm your number first.
        </p>
      )}
      <FormAlert message={save.error} className="mt-2 mb-0" />
    </div>
  );
}
