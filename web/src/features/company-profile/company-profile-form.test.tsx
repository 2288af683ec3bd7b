import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { companyUser } from '../../testing/company';
import { renderScreen } from '../../testing/render-screen';
import { CompanyNameFirst } from '../shared/company-name-first';
import { CompanyNameForm } from './components/company-name-form';

// The name step is checked before any request: fail loudly if it tries to reach a server.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** Signed in as a company that registered a moment ago. */
const user = companyUser('Ux Company', 'hr-459673@ux-company.example');
const renderNameForm = () => renderScreen(<CompanyNameForm />, paths.companyProfile.href(), { user });

describe('a company that has not chosen its name', () => {
  it('when it is asked for its name, then the name alone is asked, empty rather than the one made from its e-mail', () => {
    renderNameForm();
    const name = screen.getByLabelText('Company name') as HTMLInputElement;
    expect(name.value).toBe('');
    expect(name.required).toBe(true);
    expect(screen.getAllByRole('textbox')).toEqual([name]);
    expect(screen.queryByLabelText('Description')).toBeNull();
    expect(screen.queryByLabelText('Industry')).toBeNull();
  });

  it("when the name is left empty, then the spec's message shows and nothing is sent", async () => {
    const person = userEvent.setup();
    renderNameForm();
    await person.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Company name is required.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when it is sent to name itself from the job form, then the link comes back to the job form', () => {
    render(
      <MemoryRouter initialEntries={['/company/post-job']}>
        <CompanyNameFirst />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Set your company name' }).getAttribute('href')).toBe(
      '/companies/profile/?next=%2Fcompany%2Fpost-job',
    );
  });
});
