import type { PaymentConfirmRequest, PaymentConfirmResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/companies/payment/confirm/: activates or extends the subscription. */
export const confirmPayment = (body: PaymentConfirmRequest): Promise<PaymentConfirmResponse> =>
  api.post<PaymentConfirmResponse>('/api/companies/payment/confirm/', body);

/**
 * A new subscription changes what every company screen may load (job listings answered 402
 * before), so everything cached is refreshed.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPayment, onSuccess: () => queryClient.invalidateQueries() });
}
