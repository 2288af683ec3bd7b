import type { SubscriptionPlan } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** GET /api/companies/subscription-plans/?user_type=company. */
export const getPlans = (signal?: AbortSignal): Promise<SubscriptionPlan[]> =>
  api.get<SubscriptionPlan[]>('/api/companies/subscription-plans/', { signal, query: { user_type: 'company' } });

export const plansQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => getPlans(signal) });

export const usePlans = () => useQuery(plansQueryOptions());
