import { MOMO_NOT_MTN, type MomoAttempt, type MomoStatus, type User } from '@lj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { subscriptionKeys } from '../../../api/subscription';
import { createQueryClient } from '../../../app/providers';
import { renderScreen } from '../../../testing/render-screen';
import { MomoPayment } from './momo-payment';

const company: User = {
  id: 5,
  email: 'owner@example.com',
  user_type: 'company',
  first_name: '',
  last_name: '',
  company: { id: 9, name: 'Sunrise Traders' },
  profile: null,
};
const basic = { id: 1, name: 'basic', amount: 25, currency: 'USD', duration_days: 30, description: '' };
const declined: MomoAttempt = {
  id: 7,
  plan: { id: 1, name: 'basic' },
  phone: '+231 880 123 456',
  amount: 25,
  currency: 'USD',
  state: 'declined',
  message: 'The payment was declined on the phone.',
  transaction_id: '',
  created_at: '2026-11-28T09:00:00.000Z',
};

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  // The server never answers: what shows comes from the cache the test fills.
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => fetchSpy.mockRestore());

function renderMomo(status: MomoStatus) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(subscriptionKeys.momo(), status);
  renderScreen(<MomoPayment plans={[basic]} />, '/company/subscribe', { user: company, queryClient });
}

describe('paying with MTN MoMo', () => {
  it('when the server does not offer MoMo, then nothing is shown', () => {
    renderMomo({ offered: false, attempt: null });
    expect(screen.queryByRole('region', { name: 'Pay with MTN MoMo' })).toBeNull();
  });

  it('when the number is not an MTN one, then the form says so under the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderMomo({ offered: true, attempt: null });
    await user.type(screen.getByLabelText('MTN MoMo number'), '0770 123 456');
    await user.selectOptions(screen.getByLabelText('Plan'), 'basic (USD 25 / 30 days)');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(screen.getByText(MOMO_NOT_MTN)).toBeTruthy();
    expect(screen.getByLabelText('MTN MoMo number').getAttribute('aria-invalid')).toBe('true');
    // Only the status read went out: no payment request (nor the CSRF token one that precedes it).
    const sent = fetchSpy.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    expect(sent.filter((request) => request !== 'GET /api/companies/payment/momo/')).toEqual([]);
  });

  it('when the last request was declined, then its reason shows in plain words and a new one may be sent', async () => {
    const user = userEvent.setup();
    renderMomo({ offered: true, attempt: declined });
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByText('The payment was declined on the phone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a new payment request' }));
    expect(screen.getByRole('button', { name: 'Send payment request' })).toBeTruthy();
  });
});
