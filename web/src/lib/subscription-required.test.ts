import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_REQUIRED_DETAIL } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { isSubscriptionRequired } from './subscription-required';

describe('isSubscriptionRequired', () => {
  it('when the answer carries the code subscription_required, then the dialog is needed', () => {
    const error = new ApiError(402, 'Payment Required', {
      code: SUBSCRIPTION_REQUIRED_CODE,
      detail: SUBSCRIPTION_REQUIRED_DETAIL,
    });
    expect(isSubscriptionRequired(error)).toBe(true);
  });

  it('when only the detail mentions a subscription, in any case, then the dialog is needed', () => {
    expect(isSubscriptionRequired(new ApiError(400, 'Bad Request', { detail: 'Your Subscription has expired.' }))).toBe(
      true,
    );
  });

  it('when the code is there without a detail, then the dialog is needed', () => {
    expect(isSubscriptionRequired(new ApiError(402, '', { code: SUBSCRIPTION_REQUIRED_CODE }))).toBe(true);
  });

  it('when the answer is another error, then the dialog is not needed', () => {
    expect(isSubscriptionRequired(new ApiError(404, 'Not Found', { detail: 'Not found.' }))).toBe(false);
    expect(isSubscriptionRequired(new ApiError(400, 'Bad Request', { title: ['This field is required.'] }))).toBe(
      false,
    );
    expect(isSubscriptionRequired(new ApiError(500, 'Server Error', {}))).toBe(false);
  });

  it('when there was no answer at all, then the dialog is not needed', () => {
    expect(isSubscriptionRequired(new NetworkError('No response from the server.', false))).toBe(false);
    expect(isSubscriptionRequired(new Error('subscription'))).toBe(false);
    expect(isSubscriptionRequired(undefined)).toBe(false);
  });
});
