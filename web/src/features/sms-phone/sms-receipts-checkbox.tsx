import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { setSmsReceipts } from './sms-phone-requests';
import { useSmsAction } from './use-sms-action';

/** "Send me an SMS receipt when I apply": saved as soon as it is ticked; only with a confirmed number. */
export function SmsReceiptsCheckbox({ checked, confirmed }: { checked: boolean; confirmed: boolean }) {
  const save = useSmsAction(setSmsReceipts);
  return (
    <div className="mt-3">
      <div className="d-flex align-items-center gap-2">
        <CheckboxField
          id="sms-receipts"
          label="Send me an SMS receipt when I apply"
          checked={save.isPending ? Boolean(save.variables?.sms_receipts) : checked}
          disabled={!confirmed || save.isPending}
          aria-describedby={confirmed ? undefined : 'sms-receipts-hint'}
          onChange={(event) => save.mutate({ sms_receipts: event.target.checked })}
        />
        {save.isPending && <Spinner small label="Saving..." />}
      </div>
      {!confirmed && (
        <p id="sms-receipts-hint" className="form-text mb-0">
          Confirm a number first.
        </p>
      )}
      <FormAlert message={save.error} className="mt-2 mb-0" />
    </div>
  );
}
