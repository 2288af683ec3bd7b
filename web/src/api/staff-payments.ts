import type {
  PaymentRules,
  PaymentState,
  StaffMomoAttemptList,
  StaffPaymentList,
  StaffPaymentListQuery,
  StatementFormat,
} from '@lj/contract';
import { api } from '../lib/api-client';
import { pagedQuery, readQuery } from './read-query';

export type StaffPaymentQuery = StaffPaymentListQuery;

/** Every query key of the staff payments section: the list, the statement formats, the rules. */
export const staffPaymentKeys = {
  all: ['staff-payments'] as const,
  list: (query: StaffPaymentQuery) => [...staffPaymentKeys.all, 'list', query] as const,
  formats: () => [...staffPaymentKeys.all, 'formats'] as const,
  rules: () => [...staffPaymentKeys.all, 'rules'] as const,
  momo: (page: number) => [...staffPaymentKeys.all, 'momo', page] as const,
};

/** GET /api/staff/payments/: one page of payment confirmations, newest first, by state and the days decided in. */
export const getStaffPayments = (query: StaffPaymentQuery, signal?: AbortSignal) =>
  api.get<StaffPaymentList>('/api/staff/payments/', { signal, query });

export const staffPaymentsQueryOptions = (query: StaffPaymentQuery) =>
  pagedQuery(staffPaymentKeys.list(query), (signal) => getStaffPayments(query, signal));

/** GET /api/staff/payments/statement-formats/: each provider's statement columns. */
export const getStatementFormats = async (signal?: AbortSignal): Promise<StatementFormat[]> =>
  (await api.get<{ formats: StatementFormat[] }>('/api/staff/payments/statement-formats/', { signal })).formats;

export const statementFormatsQueryOptions = () => readQuery(staffPaymentKeys.formats(), getStatementFormats);

/** GET /api/staff/payments/rules/: the grace days and whether payments wait for verification. */
export const getPaymentRules = (signal?: AbortSignal) =>
  api.get<PaymentRules>('/api/staff/payments/rules/', { signal });

export const paymentRulesQueryOptions = () => readQuery(staffPaymentKeys.rules(), getPaymentRules);

/** The CSV export's address (a download link: the browser sends the session cookie). */
export const paymentsExportHref = (state?: PaymentState) =>
  `/api/staff/payments/export/${state ? `?state=${state}` : ''}`;

/** GET /api/staff/payments/momo/: one page of MTN MoMo payment requests, newest first, as the provider answered. */
export const getStaffMomoAttempts = (page: number, signal?: AbortSignal) =>
  api.get<StaffMomoAttemptList>('/api/staff/payments/momo/', { signal, query: { page: String(page) } });

export const staffMomoAttemptsQueryOptions = (page: number) =>
  pagedQuery(staffPaymentKeys.momo(page), (signal) => getStaffMomoAttempts(page, signal));
