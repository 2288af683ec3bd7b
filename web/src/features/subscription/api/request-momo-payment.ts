import type { MomoAttempt, MomoPaymentRequest, MomoStatus } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../api/subscription';
import { api } from '../../../lib/api-client';

/** POST /api/companies/payment/momo/: MTN MoMo asks the payer's phone to approve the plan's price. */
export const requestMomoPayment = (body: MomoPaymentRequest): Promise<MomoAttempt> =>
  api.post<MomoAttempt>('/api/companies/payment/momo/', body);

/** The answer is the new attempt: the page shows it at once and polls it from there. */
export function useRequestMomoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMomoPayment,
    onSuccess: (attempt) => queryClient.setQueryData<MomoStatus>(subscriptionKeys.momo(), { offered: true, attempt }),
  });
}
