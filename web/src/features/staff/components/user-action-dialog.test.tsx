import type { StaffUser } from '@lj/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserActionDialog } from './user-action-dialog';

const seeker: StaffUser = {
  id: 7,
  email: 'musa@example.com',
  user_type: 'job_seeker',
  name: 'Musa',
  is_active: true,
  is_staff: false,
  date_joined: '2026-01-01T00:00:00Z',
  last_login: null,
};

describe('staff: change role dialog', () => {
  it('when staff change a role, then only the other roles are offered and the chosen one is sent with the reason', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <UserActionDialog
        target={{ user: seeker, action: 'role' }}
        pending={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Change role' }));
    expect(dialog.getByText(/signed out on every device/)).toBeTruthy();
    const select = dialog.getByLabelText('New role') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['company', 'staff']);
    await user.selectOptions(select, 'staff');
    await user.type(dialog.getByLabelText('Reason (kept in the audit log)'), 'Joined the team.');
    expect(select.value).toBe('staff');
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(onConfirm).toHaveBeenCalledWith('Joined the team.', 'staff');
  });
});
