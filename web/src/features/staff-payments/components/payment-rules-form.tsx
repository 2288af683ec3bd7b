import { PAYMENT_GRACE_DAYS_MAX, PAYMENT_GRACE_DAYS_MIN, type PaymentRules } from '@lj/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { errorDetail } from '../../../lib/api-errors';
import { useSavePaymentRules } from '../api/payment-actions';

/** The operator's rules: the grace days of an unverified payment, and whether payments wait for staff. */
export function PaymentRulesForm({ rules }: { rules: PaymentRules }) {
  const [graceDays, setGraceDays] = useState(String(rules.grace_days));
  const [required, setRequired] = useState(rules.verification_required);
  const save = useSavePaymentRules();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { grace_days: Number(graceDays), verification_required: required },
      {
        onSuccess: () => toast('Payment rules saved.'),
        onError: (failure) =>
          toast(errorDetail(failure) ?? 'The payment rules could not be saved.', { variant: 'danger' }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="card card-body mb-3">
      <h3 className="h6">Payment rules</h3>
      <label htmlFor="grace-days" className="form-label">
        Days an unverified payment keeps a subscription running
      </label>
      <input
        id="grace-days"
        type="number"
        inputMode="numeric"
        className="form-control mb-2"
        min={PAYMENT_GRACE_DAYS_MIN}
        max={PAYMENT_GRACE_DAYS_MAX}
        value={graceDays}
        onChange={(event) => setGraceDays(event.target.value)}
      />
      <div className="form-check mb-3">
        <input
          id="verification-required"
          type="checkbox"
          className="form-check-input"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />
        <label htmlFor="verification-required" className="form-check-label">
          Activate a subscription only once staff verified its payment
        </label>
      </div>
      <SubmitButton pending={save.isPending} className="btn btn-primary">
        Save rules
      </SubmitButton>
    </form>
  );
}
