import type { PaymentRules, StatementFormat, StatementImport, SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';
import { staffPaymentKeys } from '../../../api/staff-payments';
import { staffKeys } from '../../../api/staff';

/** After any payment change the list and the overview's "Payments waiting" are read again. */
const paymentViews = [staffPaymentKeys.all, staffKeys.overview()];

/** POST /api/staff/payments/{id}/verify/. */
export const useVerifyPayment = () =>
  useRefreshingWrite(
    (id: number) => api.post<SuccessResponse>(`/api/staff/payments/${id}/verify/`, { note: '' }),
    paymentViews,
  );

/** POST /api/staff/payments/{id}/reject/ with the reason the company will see. */
export const useRejectPayment = () =>
  useRefreshingWrite(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post<SuccessResponse>(`/api/staff/payments/${id}/reject/`, { reason }),
    paymentViews,
  );

/** POST /api/staff/payments/import/: a provider's statement (multipart), answered by its report. */
export const useImportStatement = () =>
  useRefreshingWrite((form: FormData) => api.post<StatementImport>('/api/staff/payments/import/', form), paymentViews);

/** PUT /api/staff/payments/rules/. */
export function useSavePaymentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: PaymentRules) => api.put<PaymentRules>('/api/staff/payments/rules/', rules),
    onSuccess: (rules) => queryClient.setQueryData(staffPaymentKeys.rules(), rules),
  });
}

/** PUT /api/staff/payments/statement-formats/: one provider's statement columns. */
export const useSaveStatementFormat = () =>
  useRefreshingWrite(
    (format: StatementFormat) => api.put<StatementFormat>('/api/staff/payments/statement-formats/', format),
    [staffPaymentKeys.formats()],
  );
