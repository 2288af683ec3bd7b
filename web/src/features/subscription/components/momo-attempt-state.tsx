import type { MomoAttempt } from '@lj/contract';

const STATE_STYLE: Record<MomoAttempt['state'], string> = {
  pending: 'alert-info',
  activated: 'alert-success',
  declined: 'alert-warning',
  expired: 'alert-warning',
  refused: 'alert-danger',
};

const STATE_TITLE: Record<MomoAttempt['state'], string> = {
  pending: 'Waiting for your approval',
  activated: 'Payment approved',
  declined: 'Payment declined',
  expired: 'Payment request expired',
  refused: 'Payment not applied',
};

/** Where the latest MoMo request stands, in the server's plain words; read out as it changes. */
export function MomoAttemptState({ attempt }: { attempt: MomoAttempt }) {
  return (
    <div className={`alert ${STATE_STYLE[attempt.state]}`} role="status" aria-live="polite">
      <h3 className="h6 d-flex align-items-center gap-2">
        {attempt.state === 'pending' && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
        {STATE_TITLE[attempt.state]}
      </h3>
      <p className="mb-0">{attempt.message}</p>
      <p className="small mb-0 mt-1">
        {attempt.plan.name} plan, from {attempt.phone}
        {attempt.transaction_id && <> · MTN MoMo transaction {attempt.transaction_id}</>}
      </p>
    </div>
  );
}
