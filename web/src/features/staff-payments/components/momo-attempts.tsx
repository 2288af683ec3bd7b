import type { MobilePaymentState } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffMomoAttemptsQueryOptions } from '../../../api/staff-payments';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedTable } from '../../../components/ui/paged-table';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';

const STATE_BADGE: Record<MobilePaymentState, string> = {
  pending: 'text-bg-info',
  activated: 'text-bg-success',
  declined: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refused: 'text-bg-danger',
};

/**
 * Every MTN MoMo payment request: where it stands, what MoMo last answered (status, reason, its
 * transaction id) and why one waits or paid for nothing ("refused": the money came but must be refunded).
 */
export function MomoAttempts() {
  const [page, setPage] = useState(1);
  const attempts = useQuery(staffMomoAttemptsQueryOptions(page));
  return (
    <section className="mt-4" aria-labelledby="momo-attempts">
      <h2 id="momo-attempts" className="h5">
        MTN MoMo payment requests
      </h2>
      <PagedTable
        query={attempts}
        loading="Loading MTN MoMo requests..."
        error="Failed to load the MTN MoMo requests. Please try again."
        empty={
          <EmptyState title="No MTN MoMo requests." message="Requests companies send to pay by MTN MoMo appear here." />
        }
        pagesLabel="MTN MoMo request pages"
        noun="requests"
        onStep={(step) => setPage(page + step)}
        table={{
          rowKey: (attempt) => attempt.id,
          title: { heading: 'Company', cell: (attempt) => attempt.company.name },
          columns: [
            { heading: 'Plan', cell: (attempt) => attempt.plan.name },
            { heading: 'Amount', cell: (attempt) => `${attempt.currency} ${formatNumber(attempt.amount)}` },
            { heading: 'Payer', cell: (attempt) => attempt.phone },
            { heading: 'Sent', cell: (attempt) => formatDate(attempt.created_at) },
            {
              heading: 'State',
              cell: (attempt) => <span className={`badge ${STATE_BADGE[attempt.state]}`}>{attempt.state}</span>,
            },
            {
              heading: 'MoMo answer',
              cell: (attempt) => (
                <>
                  {[attempt.provider_status || 'no answer yet', attempt.provider_reason].filter(Boolean).join(': ')}
                  {attempt.note && <span className="small text-body-secondary d-block">{attempt.note}</span>}
                </>
              ),
            },
            {
              heading: 'Transaction id',
              cell: (attempt) => (attempt.transaction_id ? <code>{attempt.transaction_id}</code> : '—'),
            },
          ],
        }}
      />
    </section>
  );
}
