import { listAllPayments } from '../../modules/staff-payments';
import { listCommand } from '../command';

/** "2026-01-15 10:00", in UTC (Liberia's time all year). */
const minute = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);

export const listPaymentsCommand = listCommand({
  name: 'list-payments',
  summary: 'List the payment confirmations, newest first.',
  empty: 'No payments.',
  list: listAllPayments,
  format: (row) =>
    `${row.id}  ${minute(row.createdAt)}  ${row.companyName}  ${row.planName}  USD ${row.amount.toFixed(2)}  ${row.provider}  ref ${row.paymentReference}`,
});
