import {
  PAYMENT_FIELDS_REQUIRED,
  paymentConfirmRequestSchema,
  type PaymentProvider,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { plansQueryOptions, providersQueryOptions, subscriptionQueryOptions } from '../../api/subscription';
import { CompanyStandingAlert } from '../shared/company-standing-alert';
import { SubscriptionStatusLine } from '../shared/subscription-status-line';
import { Field } from '../../components/ui/field';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { SelectField } from '../../components/ui/select-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { hasJobDraft } from '../../lib/job-draft';
import { errorDetail } from '../../lib/api-errors';
import { fieldLimits } from '../../lib/field-limits';
import { combineQueries } from '../../lib/query-result';
import { useConfirmPayment } from './api/confirm-payment';
import { MomoPayment } from './components/momo-payment';
import { PaymentResult } from './components/payment-result';

const planTitle = (plan: SubscriptionPlan) => plan.name.charAt(0).toUpperCase() + plan.name.slice(1);

type SubscribeProps = {
  plans: SubscriptionPlan[];
  providers: PaymentProvider[];
  subscription: SubscriptionStatus | undefined;
};

/** The screen's column and title, around the form or the result that replaces it. */
const SubscribePage = ({ children }: { children: ReactNode }) => (
  <div className="row justify-content-center">
    <div className="col-lg-8">
      <ScreenTitle text="Subscribe" className="h3 mb-3" />
      {children}
    </div>
  </div>
);

/** The plans, the ways to pay and the confirmation form; once confirmed, what it did. */
function Subscribe({ plans, providers, subscription }: SubscribeProps) {
  const confirm = useConfirmPayment();
  const [planId, setPlanId] = useState<number | null>(null);
  const [provider, setProvider] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What the confirmation answered: shown in place of the form.
  const [result, setResult] = useState<SubscriptionStatus | null>(null);
  // A job typed before being sent here (lib/job-draft.ts): paying leads back to it.
  const userId = useAuth().user?.id;
  const [draftWaiting] = useState(() => userId !== undefined && hasJobDraft(userId));

  // Every active plan the server lists is offered, whatever its name (decision 0085).
  const plan = plans.find((item) => item.id === planId) ?? null;
  const chosenProvider = providers.find((item) => item.provider === provider) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const amount = plan?.amount ?? 0;
    if (!plan || !chosenProvider || !reference.trim() || amount < 1) {
      setError(PAYMENT_FIELDS_REQUIRED);
      return;
    }
    confirm.mutate(
      { provider: chosenProvider.provider, payment_reference: reference.trim(), amount, plan_id: plan.id },
      {
        onSuccess: (answer) => setResult(answer.subscription),
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (errorDetail(failure) ?? 'Payment confirmation failed.')
              : 'Failed to confirm payment.',
          ),
      },
    );
  };

  if (result) {
    return (
      <SubscribePage>
        <PaymentResult status={result} draftWaiting={draftWaiting} />
      </SubscribePage>
    );
  }

  return (
    <SubscribePage>
      {subscription && (
        <p className="mb-3">
          Your subscription: <SubscriptionStatusLine status={subscription} />
        </p>
      )}
      {subscription && <CompanyStandingAlert status={subscription} />}
      {draftWaiting && (
        <p className="alert alert-info">
          The job you were writing is kept on this device. Once your payment is confirmed, you go back to it.
        </p>
      )}
      {plans.length > 0 && <MomoPayment plans={plans} />}
      {plans.length === 0 ? (
        <div className="alert alert-info">No subscription plans available.</div>
      ) : plans.length === 0 ? (
        <div className="alert alert-info">No active subscription plan found.</div>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Plan</legend>
            <div className="row g-3">
              {plans.map((item) => (
                <div className="col-md-4" key={item.id}>
                  <label className={`card h-100 ${item.id === planId ? 'border-primary' : ''}`}>
                    <span className="card-body">
                      <span className="form-check">
                        <input
                          type="radio"
                          className="form-check-input"
                          name="plan"
                          required
                          value={item.id}
                          checked={item.id === planId}
                          onChange={() => setPlanId(item.id)}
                        />
                        <span className="form-check-label fw-semibold">{planTitle(item)}</span>
                      </span>
                      <span className="d-block mt-2">
                        {item.currency} {item.amount} / {item.duration_days} days
                      </span>
                      {item.description && (
                        <span className="d-block small text-body-secondary mt-1">{item.description}</span>
                      )}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>

          <SelectField
            label="Payment provider"
            required
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">Select a provider</option>
            {providers.map((item) => (
              <option key={item.id} value={item.provider}>
                {item.provider}
              </option>
            ))}
          </SelectField>
          {chosenProvider?.instructions && (
            <div className="alert alert-info" aria-live="polite">
              <h2 className="h6">How to pay with {chosenProvider.provider}</h2>
              <p className="mb-0">{chosenProvider.instructions}</p>
            </div>
          )}

          <Field
            label="Payment reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            hint="The transaction ID or slip number you received after paying."
            autoComplete="off"
            {...fieldLimits(paymentConfirmRequestSchema, 'payment_reference')}
            // Spec section 5: all four are required (the service says so in one message).
            required
          />
          <Field
            label={`Amount${plan ? ` (${plan.currency})` : ''}`}
            type="number"
            min={1}
            readOnly
            value={plan ? plan.amount : ''}
            hint="Set by the plan you choose."
          />

          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
          <SubmitButton pending={confirm.isPending} className="btn btn-primary">
            Confirm payment
          </SubmitButton>
        </form>
      )}
    </SubscribePage>
  );
}

/** /company/subscribe: pay by mobile money or bank, then confirm with the payment reference. */
export default function SubscribeScreen() {
  const plans = useQuery(plansQueryOptions());
  const providers = useQuery(providersQueryOptions());
  const subscription = useQuery(subscriptionQueryOptions());
  return (
    <QueryState
      query={combineQueries<[SubscriptionPlan[], PaymentProvider[]]>(plans, providers)}
      loading="Loading..."
      error="Could not load payment providers or subscription plan."
    >
      {([plansData, providersData]) => (
        <Subscribe plans={plansData} providers={providersData} subscription={subscription.data} />
      )}
    </QueryState>
  );
}
