import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { renderScreen } from '../../testing/render-screen';
import ResetPasswordConfirmScreen from './reset-password-confirm-screen';
import ResetPasswordScreen from './reset-password-screen';

describe('password reset screens', () => {
  it('when the reset request is submitted empty, then "Email is required" shows', async () => {
    const user = userEvent.setup();
    renderScreen(<ResetPasswordScreen />, paths.resetPassword.href());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('when the confirm link has no uid or token, then it says the link is invalid', () => {
    renderScreen(<ResetPasswordConfirmScreen />, `${paths.resetPasswordConfirm.path}?uid=abc`);
    expect(screen.getByText('Invalid or missing reset link.')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('when the new password is shorter than 8 characters, then the form refuses it', async () => {
    const user = userEvent.setup();
    renderScreen(<ResetPasswordConfirmScreen />, paths.resetPasswordConfirm.href('abc', 'token'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
  });
});
