import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { seekerUser } from '../../../testing/seeker';
import { ProfileForm } from '../components/profile-form';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** A seeker whose profile holds `phone` ('' for none), confirmed or not. */
const seeker = (phone: string, confirmed: boolean, receipts = false) =>
  seekerUser({ phone_number: phone, phone_confirmed: confirmed, sms_receipts: receipts });

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the confirmation sees it: the CSRF token, and `answer` for each sms-phone request. */
function serverAnswering(answer: (url: string, body: unknown) => Response | Promise<Response>) {
  fetchSpy.mockImplementation(async (url: unknown, init?: RequestInit) => {
    if (String(url).includes('/accounts/api/csrf/')) return json({ csrfToken: 'a'.repeat(32) });
    if (String(url).includes('/api/profile/sms-phone/'))
      return answer(String(url), init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Promise<Response>(() => {});
  });
}
const calls = (part: string) =>
  fetchSpy.mock.calls.filter((call: unknown[]) => String(call[0]).includes(part)) as [string, RequestInit][];

const phoneField = () => screen.getByLabelText('Phone number') as HTMLInputElement;
const receiptsBox = () => screen.getByLabelText('Send me an SMS receipt when I apply') as HTMLInputElement;

describe("the profile's one phone number and its confirmation", () => {
  it('when the number is confirmed, then the one field shows it as people write it, marked Confirmed, and SMS receipts can be chosen', () => {
    renderScreen(<ProfileForm user={seeker('+231770123456', true, true)} />, '/profile', {
      user: seeker('+231770123456', true, true),
    });
    expect(screen.getAllByLabelText(/phone|mobile/i)).toHaveLength(1);
    expect(phoneField().value).toBe('+231 770 123 456');
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm by SMS' })).toBeNull();
    expect(receiptsBox().disabled).toBe(false);
    expect(receiptsBox().checked).toBe(true);
  });

  it('when another number is typed over a confirmed one, then it is not confirmed, receipts wait, and it says SMS stop going to the old one', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileForm user={seeker('+231770123456', true)} />, '/profile', {
      user: seeker('+231770123456', true),
    });
    await user.clear(phoneField());
    await user.type(phoneField(), '0886 123 456');
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    expect(screen.getByText(/SMS stop going to \+231 770 123 456\./)).toBeTruthy();
    expect(receiptsBox().disabled).toBe(true);
    // The same number written another way is still the confirmed one.
    await user.clear(phoneField());
    await user.type(phoneField(), '0770-123-456');
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });

  it('when Confirm by SMS is pressed, then the code goes to the number in the field, and Enter in the code confirms it without saving the profile', async () => {
    const user = userEvent.setup();
    const state = { phone_number: '+231886123456', sms_receipts: false, detail: 'Sent.' };
    serverAnswering((url) =>
      url.endsWith('confirm/')
        ? json({ ...state, phone_confirmed: true, pending_phone: null })
        : json({ ...state, phone_confirmed: false, pending_phone: '+231886123456' }),
    );
    renderScreen(<ProfileForm user={seeker('', false)} />, '/profile', { user: seeker('', false) });
    await user.type(phoneField(), '0886 123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm by SMS' }));
    expect(await screen.findByText(/We sent a code to/)).toBeTruthy();
    expect(calls('/api/profile/sms-phone/').map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { phone: '+231886123456' },
    ]);
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12ab');
    await user.keyboard('{Enter}');
    expect(screen.getByText('The code is the 6 digits in the SMS we sent.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123 456{Enter}');
    await vi.waitFor(() => expect(calls('confirm/')).toHaveLength(1));
    expect(JSON.parse(String(calls('confirm/')[0]?.[1].body))).toEqual({ code: '123456' });
    expect(calls('/accounts/api/auth/profile/').filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('when the field holds a number we cannot text, then Confirm by SMS says why at the field and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileForm user={seeker('', false)} />, '/profile', { user: seeker('', false) });
    await user.type(phoneField(), '0660 123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm by SMS' }));
    expect(screen.getByText(/starts with 077, 088 or 055/)).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(calls('/api/profile/sms-phone/')).toEqual([]);
  });

  it('when the field is empty, then there is nothing to confirm and the receipts box waits for a confirmed number', () => {
    renderScreen(<ProfileForm user={seeker('', false)} />, '/profile', { user: seeker('', false) });
    expect(screen.queryByRole('button', { name: 'Confirm by SMS' })).toBeNull();
    expect(receiptsBox().disabled).toBe(true);
    expect(screen.getByText('Confirm your number first.')).toBeTruthy();
  });

  it('when the receipts box is ticked, then it shows the tick at once; when the server cannot be reached, it goes back and says so', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    serverAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<ProfileForm user={seeker('+231770123456', true)} />, '/profile', {
      user: seeker('+231770123456', true),
    });
    await user.click(receiptsBox());
    expect(receiptsBox().checked).toBe(true);
    await vi.waitFor(() => expect(calls('/api/profile/sms-phone/')).toHaveLength(1));
    answer(json({ detail: 'The server is busy.' }, 503));
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
    expect(receiptsBox().checked).toBe(false);
  });
});
