import type { OwnCompany } from '@lj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { companyUser } from '../../../testing/company';
import { renderScreen } from '../../../testing/render-screen';
import { CompanyProfileForm } from '../components/company-profile-form';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

const user = companyUser('Ganta Traders');

/** The company's own profile with `phone` as its contact phone, confirmed or not. */
const company = (phone: string, confirmed: boolean): OwnCompany => ({
  id: 3,
  name: 'Ganta Traders',
  name_chosen: true,
  description: '',
  website: '',
  logo: null,
  size: null,
  industry: null,
  industry_name: null,
  founded_year: null,
  location: '',
  contact_email: '',
  contact_phone: phone,
  contact_phone_confirmed: confirmed,
  address: '',
  social_links: { linkedin: '', twitter: '' },
  job_count: 0,
  verified: false,
});

const json = (body: object) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const phoneField = () => screen.getByLabelText('Contact phone') as HTMLInputElement;

describe("the company's contact phone and its confirmation", () => {
  it('when the number is confirmed, then it says so; another number typed over it is not, and SMS stop going to the old one', async () => {
    const person = userEvent.setup();
    renderScreen(<CompanyProfileForm company={company('+231770123456', true)} />, paths.companyProfile.href(), {
      user,
    });
    expect(screen.getByText('Confirmed')).toBeTruthy();
    await person.clear(phoneField());
    await person.type(phoneField(), '0886 123 456');
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    expect(screen.getByText(/SMS stop going to \+231 770 123 456\./)).toBeTruthy();
  });

  it("when Confirm by SMS is pressed, then the code goes to the company's own address with the number in the field", async () => {
    const person = userEvent.setup();
    fetchSpy.mockImplementation(async (url: unknown) => {
      if (String(url).includes('/accounts/api/csrf/')) return json({ csrfToken: 'a'.repeat(32) });
      if (String(url).includes('/api/company/sms-phone/'))
        return json({ phone_number: '+231886123456', phone_confirmed: false, pending_phone: '+231886123456' });
      return new Promise<Response>(() => {});
    });
    renderScreen(<CompanyProfileForm company={company('', false)} />, paths.companyProfile.href(), { user });
    await person.type(phoneField(), '0886 123 456');
    await person.click(screen.getByRole('button', { name: 'Confirm by SMS' }));
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    const sent = fetchSpy.mock.calls.filter((call: unknown[]) => String(call[0]).includes('/api/company/sms-phone/'));
    expect(sent.map((call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)))).toEqual([
      { phone: '+231886123456' },
    ]);
  });
});
