import { type PaymentState, paymentStates, type StaffPayment, staffPaymentListQuerySchema } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentsExportHref, staffPaymentsQueryOptions } from '../../api/staff-payments';
import { useListQuery, WeekFilterNotice } from '../../components/staff/week-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedTable } from '../../components/ui/paged-table';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { ScreenTitle } from '../../components/ui/screen-title';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { useRejectPayment, useVerifyPayment } from './api/payment-actions';
import { MomoAttempts } from './components/momo-attempts';
import { PaymentSettings } from './components/payment-settings';
import { StatementImport } from './components/statement-import';

const STATE_BADGE: Record<PaymentState, string> = {
  unverified: 'text-bg-warning',
  verified: 'text-bg-success',
  rejected: 'text-bg-danger',
};

const STATE_LABEL: Record<PaymentState, string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  rejected: 'Rejected',
};
const stateOptions = paymentStates.map((value) => ({ value, label: STATE_LABEL[value] }));

/** /staff/payments?state=&from=&to=: every confirmation, checked against the money by hand or by a provider's statement. */
export default function StaffPaymentsScreen() {
  const [query, change] = useListQuery(staffPaymentListQuerySchema);
  // The screen opens on what waits for staff; `all` (the select's empty choice) is every state.
  const shown = query.state ?? 'unverified';
  const state = shown === 'all' ? undefined : shown;
  const payments = useQuery(staffPaymentsQueryOptions({ ...query, state: shown }));
  const verify = useVerifyPayment();
  const reject = useRejectPayment();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<StaffPayment | null>(null);

  const onVerify = (payment: StaffPayment) =>
    verify.mutate(payment.id, {
      onSuccess: () => toast(`Payment ${payment.payment_reference} verified.`),
      onError: (failure) => toast(errorDetail(failure) ?? 'The payment could not be verified.', { variant: 'danger' }),
    });
  const onReject = (reason: string) => {
    if (!rejecting) return;
    const payment = rejecting;
    reject.mutate(
      { id: payment.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast(`Payment ${payment.payment_reference} rejected.`);
        },
        onError: (failure) =>
          toast(errorDetail(failure) ?? 'The payment could not be rejected.', { variant: 'danger' }),
      },
    );
  };

  return (
    <>
      <ScreenTitle text="Payments" className="h3 mb-3" />
      <StatementImport />
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <SelectField
          id="payment-state"
          label="Show"
          spacing=""
          value={state ?? ''}
          onChange={(event) => change({ state: event.target.value || 'all', page: '' })}
          options={stateOptions}
        >
          <option value="">All payments</option>
        </SelectField>
        <a className="btn btn-outline-primary" href={paymentsExportHref(state)} download>
          Export CSV
        </a>
      </div>
      <WeekFilterNotice filter={query} what="the payments decided" />
      <PagedTable
        query={payments}
        loading="Loading payments..."
        error="Failed to load payments. Please try again."
        empty={<EmptyState title="No payments here." message="Payments that companies confirm appear in this list." />}
        pagesLabel="Payment pages"
        noun="payments"
        onStep={(step) => change({ page: String(query.page + step) })}
        table={{
          rowKey: (payment) => payment.id,
          title: { heading: 'Company', cell: (payment) => payment.company.name },
          columns: [
            { heading: 'Plan', cell: (payment) => payment.plan.name },
            { heading: 'Provider', cell: (payment) => payment.provider },
            { heading: 'Reference', cell: (payment) => <code>{payment.payment_reference}</code> },
            { heading: 'Amount', cell: (payment) => `USD ${formatNumber(payment.amount)}` },
            { heading: 'Confirmed', cell: (payment) => formatDate(payment.created_at) },
            {
              heading: 'State',
              cell: (payment) => (
                <>
                  <span className={`badge ${STATE_BADGE[payment.state]}`}>{STATE_LABEL[payment.state]}</span>
                  {payment.reviewed_by && (
                    <span className="small text-body-secondary d-block">
                      by {payment.reviewed_by}
                      {payment.reviewed_at && `, ${formatDate(payment.reviewed_at)}`}
                    </span>
                  )}
                </>
              ),
            },
          ],
          actions: {
            heading: 'Actions',
            cell: (payment) => (
              <>
                {payment.state === 'unverified' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-success me-2"
                    disabled={verify.isPending}
                    onClick={() => onVerify(payment)}
                    aria-label={`Verify ${payment.payment_reference}`}
                  >
                    Verify
                  </button>
                )}
                {payment.state !== 'rejected' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setRejecting(payment)}
                    aria-label={`Reject ${payment.payment_reference}`}
                  >
                    Reject
                  </button>
                )}
              </>
            ),
          },
        }}
      />
      <ReasonDialog
        key={rejecting?.id ?? 0}
        open={rejecting !== null}
        title={`Reject payment ${rejecting?.payment_reference ?? ''}`}
        reasonLabel="Reason (the company sees it)"
        confirmLabel="Reject payment"
        pending={reject.isPending}
        onConfirm={onReject}
        onCancel={() => setRejecting(null)}
      >
        <p>Rejecting ends the days this payment paid for. It cannot be undone.</p>
      </ReasonDialog>
      <MomoAttempts />
      <PaymentSettings />
    </>
  );
}
