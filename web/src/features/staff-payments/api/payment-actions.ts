import type { PaymentRules, StatementFormat, StatementImport, SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffPaymentKeys } from '../../../api/staff-payments';
import { staffKeys } from '../../../api/staff';

/** After any payment change the list and the overview's "Payments waiting" are read again. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffPaymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: staffKeys.overview() }),
    ]);
}

/** POST /api/staff/payments/{id}/verify/. */
export function useVerifyPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (id: number) => api.post<SuccessResponse>(`/api/staff/payments/${id}/verify/`, { note: '' }),
    onSuccess: refresh,
  });
}

/** POST /api/staff/payments/{id}/reject/ with the reason the company will see. */
export function useRejectPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<SuccessResponse>(`/api/staff/payments/${id}/reject/`, { reason }),
    onSuccess: refresh,
  });
}

/** POST /api/staff/payments/import/: a provider's statement (multipart), answered by its report. */
export function useImportStatement() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (form: FormData) => api.post<StatementImport>('/api/staff/payments/import/', form),
    onSuccess: refresh,
  });
}

/** PUT /api/staff/payments/rules/. */
export function useSavePaymentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: PaymentRules) => api.put<PaymentRules>('/api/staff/payments/rules/', rules),
    onSuccess: (rules) => queryClient.setQueryData(staffPaymentKeys.rules(), rules),
  });
}

/** PUT /api/staff/payments/statement-formats/: one provider's statement columns. */
export function useSaveStatementFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: StatementFormat) => api.put<StatementFormat>('/api/staff/payments/statement-formats/', format),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffPaymentKeys.formats() }),
  });
}
