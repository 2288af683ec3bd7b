import type { SubscriptionStatus } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** GET /api/companies/subscription/: whether the signed-in company may manage jobs, and until when. */
export const getSubscription = (signal?: AbortSignal): Promise<SubscriptionStatus> =>
  api.get<SubscriptionStatus>('/api/companies/subscription/', { signal });

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.status, queryFn: ({ signal }) => getSubscription(signal) });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
