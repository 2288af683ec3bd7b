import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_PASSWORD_RULES, startPageFor } from '@lj/contract';
import { paths } from '../../config/paths';
import { renderScreen } from '../../testing/render-screen';
import RegisterCompanyScreen from './register-company-screen';

// Validation happens before any request: fail loudly if the form tries to reach a server.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

const fields = () => ({
  email: screen.getByLabelText('Email'),
  password: screen.getByLabelText('Password'),
  confirm: screen.getByLabelText('Confirm password'),
  submit: screen.getByRole('button', { name: 'Register' }),
});

describe('registration form validation', () => {
  it('when the form opens, then the password rules show before any submit, and the fields carry their limits', () => {
    renderScreen(<RegisterCompanyScreen />, paths.registerCompany.href());
    const { email, password, confirm } = fields();
    const rules = screen.getByText(NEW_PASSWORD_RULES);
    expect(rules.textContent).toMatch(/At least 8 characters/);
    expect(password.getAttribute('aria-describedby')).toBe(rules.id);
    expect(email.getAttribute('maxlength')).toBe('254');
    expect(password.getAttribute('maxlength')).toBe('4096');
    expect(confirm.hasAttribute('required')).toBe(true);
    // Hidden until the page script, which makes them work, shows them (pages/password-toggle.ts).
    expect(document.querySelectorAll('button[data-password-toggle][hidden]')).toHaveLength(2);
  });

  it('when submitted empty, then each field says what is missing and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterCompanyScreen />, paths.registerCompany.href());
    await user.click(fields().submit);

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(fields().email.getAttribute('aria-invalid')).toBe('true');
    expect(fields().email.getAttribute('aria-describedby')).toBe(screen.getByText('Email is required').id);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when the confirmation differs, then "Passwords do not match" shows under it', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterCompanyScreen />, paths.registerCompany.href());
    const { email, password, confirm, submit } = fields();
    await user.type(email, 'hiring@example.com');
    await user.type(password, 'monrovia-2026');
    await user.type(confirm, 'monrovia-2027');
    await user.click(submit);

    const message = await screen.findByText('Passwords do not match');
    expect(confirm.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when a field is corrected, then its message goes away on the next submit', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterCompanyScreen />, paths.registerCompany.href());
    await user.click(fields().submit);
    await screen.findByText('Email is required');
    await user.type(fields().email, 'hiring@example.com');
    await user.click(fields().submit);

    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});

describe('where a new account lands when no page asked for it', () => {
  it('when a company registers, then it is its dashboard (naming the company comes first); a job seeker, home', () => {
    expect(startPageFor('company', 'registered')).toBe(paths.dashboard.href());
    expect(startPageFor('job_seeker', 'registered')).toBe(paths.home.href());
  });
});
