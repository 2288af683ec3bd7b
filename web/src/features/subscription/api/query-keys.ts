/** Every query key of the subscription feature. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: ['subscription', 'status'] as const,
  plans: ['subscription', 'plans'] as const,
  providers: ['subscription', 'providers'] as const,
};
