import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { SignOutEverywhere } from './sign-out-everywhere';

const QUESTION = 'Sign out of Liberia Jobs on every phone and computer, this one too?';

/** The component with an auth context whose logoutEverywhere is `logoutEverywhere` (the rest unused). */
function renderWith(logoutEverywhere: () => Promise<void>) {
  const value = { status: 'authenticated', user: null, error: null, logoutEverywhere } as unknown as AuthContextValue;
  render(
    <AuthContext value={value}>
      <SignOutEverywhere />
    </AuthContext>,
  );
}

describe('Sign out everywhere', () => {
  it('when the button is pressed and then Cancel, then it asks first and signs nobody out', async () => {
    const user = userEvent.setup();
    const logoutEverywhere = vi.fn(async () => {});
    renderWith(logoutEverywhere);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog.textContent).toContain(QUESTION);
    // Focus starts on Cancel, so Enter never confirms by accident.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logoutEverywhere).not.toHaveBeenCalled();
  });

  it('when it is confirmed, then it signs out everywhere once, the confirm button waiting meanwhile', async () => {
    const user = userEvent.setup();
    const logoutEverywhere = vi.fn(() => new Promise<void>(() => {}));
    renderWith(logoutEverywhere);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getAllByRole('button', { name: 'Sign out everywhere' }).at(-1) as HTMLButtonElement;
    await user.click(confirm);
    expect(logoutEverywhere).toHaveBeenCalledTimes(1);
    expect(confirm.disabled).toBe(true);
  });

  it('when the server could not sign out everywhere, then the dialog closes and the profile says so', async () => {
    const user = userEvent.setup();
    renderWith(async () => {
      throw new Error('offline');
    });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getAllByRole('button', { name: 'Sign out everywhere' }).at(-1) as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not sign out everywhere/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
