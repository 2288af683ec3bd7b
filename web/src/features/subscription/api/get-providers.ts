import type { PaymentProvider } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** GET /api/companies/payment/providers/: the ways to pay, each with its instructions. */
export const getProviders = async (signal?: AbortSignal): Promise<PaymentProvider[]> =>
  (await api.get<{ providers: PaymentProvider[] }>('/api/companies/payment/providers/', { signal })).providers;

export const providersQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.providers, queryFn: ({ signal }) => getProviders(signal) });

export const useProviders = () => useQuery(providersQueryOptions());
