import { SUBSCRIPTION_REQUIRED_CODE } from '@lj/contract';
import { ApiError } from './api-client';

/**
 * Spec section 8: an answer with the code subscription_required, or a detail that mentions a
 * subscription, means the company must subscribe before managing jobs.
 */
export function isSubscriptionRequired(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.data.code === SUBSCRIPTION_REQUIRED_CODE) return true;
  const detail = error.data.detail;
  return typeof detail === 'string' && detail.toLowerCase().includes('subscription');
}
