import type { StaffAuditResponse } from '@lj/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffAuditQueryOptions } from '../../api/staff';
import { createQueryClient } from '../../app/providers';
import StaffAuditScreen from './audit-screen';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

const page: StaffAuditResponse = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 2,
      via: 'cli',
      staff: null,
      action: 'user.role',
      target_type: 'user',
      target_id: '41',
      before: { email: 'ops@example.com', user_type: 'staff' },
      after: { email: 'ops@example.com', user_type: 'company' },
      reason: null,
      created_at: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 1,
      via: 'console',
      staff: { id: 7, email: 'a.staff@example.com' },
      action: 'user.deactivate',
      target_type: 'user',
      target_id: '40',
      before: { is_active: true },
      after: { is_active: false },
      reason: 'Posted scams.',
      created_at: '2026-11-25T09:00:00.000Z',
    },
  ],
};

/** The screen over a first page already read (what the SSR prefetch or an earlier visit leaves). */
function renderAudit() {
  const client = createQueryClient();
  client.setQueryData(staffAuditQueryOptions({ page: 1 }).queryKey, page);
  render(
    <QueryClientProvider client={client}>
      <StaffAuditScreen />
    </QueryClientProvider>,
  );
}

describe('the staff audit log screen', () => {
  it('when a row came from the command line, then it says "Command line" where a staff e-mail would be, with its values', () => {
    renderAudit();
    const [cliRow, consoleRow] = within(screen.getByRole('list', { name: 'Staff actions' })).getAllByRole('listitem');
    if (!cliRow || !consoleRow) throw new Error('expected two rows');
    expect(cliRow.textContent).toContain('Changed the role of user 41');
    expect(cliRow.textContent).toContain('user.role');
    expect(within(cliRow).getByText('Command line')).toBeTruthy();
    expect(within(cliRow).getByText('user_type: company')).toBeTruthy();
    expect(consoleRow.textContent).toContain('by a.staff@example.com');
    expect(within(consoleRow).queryByText('Command line')).toBeNull();
  });

  it('when a day past 2100 is typed, then the field says which days it takes and nothing is asked of the server', () => {
    renderAudit();
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '9999-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('To must be a day between 2000-01-01 and 2100-12-31.')).toBeTruthy();
    expect(screen.getByLabelText('To (day)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
