import type {
  MomoStatus,
  PaymentProvider,
  paymentProvidersResponseSchema,
  SubscriptionPlan,
  SubscriptionStatus,
  subscriptionPlansResponseSchema,
} from '@lj/contract';
import type { z } from 'zod';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

type PaymentProvidersResponse = z.infer<typeof paymentProvidersResponseSchema>;
type SubscriptionPlansResponse = z.infer<typeof subscriptionPlansResponseSchema>;

/** Every query key of the company subscription: its status, the plans and the ways to pay. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: () => [...subscriptionKeys.all, 'status'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  providers: () => [...subscriptionKeys.all, 'providers'] as const,
  momo: () => [...subscriptionKeys.all, 'momo'] as const,
};

/** GET /api/companies/subscription/: whether the signed-in company may manage jobs, and until when. */
export const getSubscription = (signal?: AbortSignal) =>
  api.get<SubscriptionStatus>('/api/companies/subscription/', { signal });

/** GET /api/companies/subscription-plans/?user_type=company: `{plans}`, like the providers' answer. */
export const getPlans = async (signal?: AbortSignal): Promise<SubscriptionPlan[]> =>
  (
    await api.get<SubscriptionPlansResponse>('/api/companies/subscription-plans/', {
      signal,
      query: { user_type: 'company' },
    })
  ).plans;

/** GET /api/companies/payment/providers/: the ways to pay, each with its instructions. */
export const getProviders = async (signal?: AbortSignal): Promise<PaymentProvider[]> =>
  (await api.get<PaymentProvidersResponse>('/api/companies/payment/providers/', { signal })).providers;

export const subscriptionQueryOptions = () => readQuery(subscriptionKeys.status(), getSubscription);

export const plansQueryOptions = () => readQuery(subscriptionKeys.plans(), getPlans);

export const providersQueryOptions = () => readQuery(subscriptionKeys.providers(), getProviders);

/** GET /api/companies/payment/momo/: whether MTN MoMo request-to-pay is offered, and the company's latest attempt. */
export const getMomoStatus = (signal?: AbortSignal) => api.get<MomoStatus>('/api/companies/payment/momo/', { signal });

export const momoQueryOptions = () => readQuery(subscriptionKeys.momo(), getMomoStatus);
