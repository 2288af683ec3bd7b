import type { PaymentConfirmResponse, User } from '@lj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionKeys } from '../../api/subscription';
import { createQueryClient } from '../../app/providers';
import { ACTIVE_PAYMENT_BEING_CHECKED } from '../shared/subscription-status-line';
import { renderScreen } from '../../testing/render-screen';
import { subscriptionStatus } from '../../testing/subscription-status';
import { SUBSCRIPTION_ACTIVATED } from './components/payment-result';
import SubscribeScreen from './subscribe-screen';

const company: User = {
  id: 5,
  email: 'owner@example.com',
  user_type: 'company',
  first_name: '',
  last_name: '',
  company: { id: 9, name: 'Sunrise Traders' },
  profile: null,
};
const inactive = subscriptionStatus();
const basic = { id: 1, name: 'basic', amount: 25, currency: 'USD', duration_days: 30, description: '' };
const orange = { id: 1, provider: 'Orange Money', instructions: '' };
/** What the server answers a confirmation: running on the grace days until staff verify the payment. */
const confirmed: PaymentConfirmResponse = {
  success: true,
  subscription: {
    ...inactive,
    active: true,
    active_until: '2026-12-20T09:00:00.000Z',
    plan: basic,
    payment_being_checked: { payment_reference: 'OM-123', grace_until: '2026-11-23T09:00:00.000Z' },
  },
};

const json = (body: object) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchSpy: ReturnType<typeof vi.spyOn>;
const scrolled = vi.fn();
beforeEach(() => {
  // The server as it answers once the payment is confirmed (the confirmation refreshes every read).
  const answers: Record<string, object> = {
    '/accounts/api/csrf/': { csrfToken: 'a'.repeat(32) },
    '/api/companies/payment/confirm/': confirmed,
    '/api/companies/subscription/': confirmed.subscription,
    '/api/companies/subscription-plans/': { plans: [basic] },
    '/api/companies/payment/providers/': { providers: [orange] },
    // MTN MoMo request-to-pay not set up on this server.
    '/api/companies/payment/momo/': { offered: false, attempt: null },
  };
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((url: unknown) => {
    const answer = answers[String(url).split('?')[0] ?? ''];
    return answer ? Promise.resolve(json(answer)) : new Promise<Response>(() => {});
  });
  // jsdom lays nothing out, so it has no scrollIntoView: record where the screen is moved to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this);
  };
});
afterEach(() => {
  fetchSpy.mockRestore();
  scrolled.mockClear();
});

function renderSubscribe() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(subscriptionKeys.plans(), [basic]);
  queryClient.setQueryData(subscriptionKeys.providers(), [orange]);
  queryClient.setQueryData(subscriptionKeys.status(), inactive);
  renderScreen(<SubscribeScreen />, '/company/subscribe', { user: company, queryClient });
}

/** Chooses the plan and the provider, types the reference and confirms, as a person does. */
async function confirmPayment() {
  const user = userEvent.setup();
  renderSubscribe();
  await user.click(screen.getByRole('radio', { name: /Basic/ }));
  await user.selectOptions(screen.getByLabelText('Payment provider'), 'Orange Money');
  await user.type(screen.getByLabelText('Payment reference'), 'OM-123');
  await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
}

describe('confirming a payment', () => {
  it('when the payment is confirmed, then the form gives way to the result, which takes the focus and the screen', async () => {
    await confirmPayment();

    const heading = await screen.findByRole('heading', { name: 'Payment confirmation received' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith(heading);
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    expect(screen.queryByLabelText('Payment reference')).toBeNull();
    expect(screen.getByText(SUBSCRIPTION_ACTIVATED)).toBeTruthy();
  });

  it('when the subscription runs on a payment staff have not verified, then it reads "Active, payment being checked"', async () => {
    await confirmPayment();

    const result = (await screen.findByRole('heading', { name: 'Payment confirmation received' })).closest('section');
    expect(result?.textContent).toContain(`${ACTIVE_PAYMENT_BEING_CHECKED}runs until 20 Dec 2026 (basic plan)`);
    expect(result?.textContent).toContain('We are checking your payment OM-123');
    expect(result?.textContent).toContain('verified by 23 Nov 2026');
  });
});
