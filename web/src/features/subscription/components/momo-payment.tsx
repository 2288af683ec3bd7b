import { momoPaymentRequestSchema, type SubscriptionPlan } from '@lj/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { momoQueryOptions } from '../../../api/subscription';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useRequestMomoPayment } from '../api/request-momo-payment';
import { MomoAttemptState } from './momo-attempt-state';

/** How often the page asks where a waiting request stands. */
const POLL_MS = 3000;

const planLabel = (plan: SubscriptionPlan) =>
  `${plan.name} (${plan.currency} ${plan.amount} / ${plan.duration_days} days)`;

/**
 * "Pay with MTN MoMo": the payer's number and the plan, then the request's live state, polled while
 * it waits (the server keeps it, so leaving the page and coming back shows it again). Nothing when
 * MoMo is not set up on the server.
 */
export function MomoPayment({ plans }: { plans: SubscriptionPlan[] }) {
  const queryClient = useQueryClient();
  const momo = useQuery({
    ...momoQueryOptions(),
    refetchInterval: (query) => (query.state.data?.attempt?.state === 'pending' ? POLL_MS : false),
  });
  const attempt = momo.data?.attempt ?? null;
  const request = useRequestMomoPayment();
  const [planId, setPlanId] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A final answer is shown until the company asks again.
  const [again, setAgain] = useState(false);

  // Once the provider confirmed, every company read changes (the subscription, job management).
  const activated = attempt?.state === 'activated';
  useEffect(() => {
    if (activated) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'momo' });
  }, [activated, queryClient]);

  if (!momo.data?.offered) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = momoPaymentRequestSchema.safeParse({ plan_id: Number(planId), phone });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found.plan_id ? { ...found, plan_id: 'Choose a plan.' } : found);
      return;
    }
    setErrors({});
    request.mutate(
      { plan_id: Number(planId), phone },
      {
        onSuccess: () => setAgain(false),
        onError: (failure) => {
          setErrors(fieldErrors(failure));
          setFormError(errorDetail(failure) ?? 'The payment request could not be sent. Try again.');
        },
      },
    );
  };

  const showForm = !attempt || (attempt.state !== 'pending' && again);
  return (
    <section className="card mb-4" aria-labelledby="momo-title">
      <div className="card-body">
        <h2 id="momo-title" className="h5">
          Pay with MTN MoMo
        </h2>
        {attempt && !showForm && (
          <>
            <MomoAttemptState attempt={attempt} />
            {attempt.state !== 'pending' && (
              <button type="button" className="btn btn-outline-primary" onClick={() => setAgain(true)}>
                Send a new payment request
              </button>
            )}
          </>
        )}
        {showForm && (
          <form onSubmit={submit} noValidate>
            <p>We send a payment request to your phone; approve it there and your subscription starts at once.</p>
            <Field
              label="MTN MoMo number"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              hint="The phone that approves the payment, e.g. 0880 123 456 (MTN numbers start with 088 or 055)."
              error={errors.phone}
              maxLength={40}
              required
            />
            <SelectField
              label="Plan"
              value={planId}
              onChange={(event) => setPlanId(event.target.value)}
              error={errors.plan_id}
              options={plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
              required
            >
              <option value="">Select a plan</option>
            </SelectField>
            {formError && (
              <div className="alert alert-danger" role="alert">
                {formError}
              </div>
            )}
            <SubmitButton pending={request.isPending} className="btn btn-primary">
              Send payment request
            </SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}
