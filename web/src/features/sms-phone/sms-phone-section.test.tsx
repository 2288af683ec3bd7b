import type { ProfileResponse } from '@lj/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../api/profile';
import { createQueryClient } from '../../app/providers';
import { ToastProvider } from '../../components/ui/toast';
import SmsPhoneSection from './sms-phone-section';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** The section over a profile already read (the cache the profile screen fills). */
function renderWith(sms: { sms_phone: string | null; sms_receipts: boolean }) {
  const client = createQueryClient();
  client.setQueryData(profileKeys.mine(), { ...sms } as ProfileResponse);
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SmsPhoneSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the SMS section of the profile', () => {
  it('when no number is confirmed, then it asks for one and the receipts box waits for it', () => {
    renderWith({ sms_phone: null, sms_receipts: false });
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect((screen.getByLabelText('Send me an SMS receipt when I apply') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Confirm a number first.')).toBeTruthy();
  });

  it('when the number is not one we can text, then it says why and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderWith({ sms_phone: null, sms_receipts: false });
    await user.type(screen.getByLabelText('Mobile number'), '0660 123 456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText(/starts with 077, 088 or 055/)).toBeTruthy();
    // (The profile itself may be read again; no code is asked for.)
    const asked = fetchSpy.mock.calls.filter((call: unknown[]) => String(call[0]).includes('/api/profile/sms-phone/'));
    expect(asked).toEqual([]);
  });

  it('when a number is confirmed, then it is shown with Remove, and the receipts box is usable', () => {
    renderWith({ sms_phone: '+231770123456', sms_receipts: true });
    expect(screen.getByTestId('sms-phone').textContent).toBe('+231 770 123 456');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    const box = screen.getByLabelText('Send me an SMS receipt when I apply') as HTMLInputElement;
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('when the box is ticked, then it shows the tick at once; when the server cannot be reached, it goes back and says so', async () => {
    const user = userEvent.setup();
    // The CSRF token is given; the profile read never answers; the PATCH waits for this test to answer it.
    let answer: (value: Response) => void = () => {};
    const json = (body: object, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    fetchSpy.mockImplementation((url: unknown) => {
      if (String(url).includes('/accounts/api/csrf/')) return Promise.resolve(json({ csrfToken: 'a'.repeat(32) }));
      if (String(url).includes('/api/profile/sms-phone/'))
        return new Promise<Response>((resolve) => (answer = resolve));
      return new Promise<Response>(() => {});
    });
    renderWith({ sms_phone: '+231770123456', sms_receipts: false });
    const box = screen.getByLabelText('Send me an SMS receipt when I apply') as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await vi.waitFor(() =>
      expect(fetchSpy.mock.calls.some((call: unknown[]) => String(call[0]).includes('sms-phone'))).toBe(true),
    );
    answer(json({ detail: 'The server is busy.' }, 503));
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
    expect(box.checked).toBe(false);
  });
});
