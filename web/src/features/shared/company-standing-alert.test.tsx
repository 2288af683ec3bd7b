import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from '../../testing/subscription-status';
import { CompanyStandingAlert } from './company-standing-alert';
import { VerifiedEmployerBadge } from './verified-employer-badge';

describe('what a company is told about its standing', () => {
  it('when its payment waits for staff, then it is told the subscription starts once verified', () => {
    render(
      <CompanyStandingAlert
        status={subscriptionStatus({
          payment_issue: { kind: 'waiting_for_verification', payment_reference: 'MP-1', note: '' },
        })}
      />,
    );
    const notice = screen.getByRole('status').textContent;
    expect(notice).toContain('Waiting for verification');
    expect(notice).toContain('MP-1');
  });

  it('when a payment was rejected or the company suspended, then it reads the staff reason', () => {
    render(
      <CompanyStandingAlert
        status={subscriptionStatus({
          payment_issue: { kind: 'rejected', payment_reference: 'OM-9', note: 'No such transaction.' },
          suspension: { reason: 'Asked for a fee.', since: '2026-11-20T10:00:00Z' },
        })}
      />,
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('Reason: Asked for a fee.'),
      expect.stringContaining('OM-9 was rejected: No such transaction.'),
    ]);
  });

  it('when all is well, then nothing is shown', () => {
    const { container } = render(<CompanyStandingAlert status={subscriptionStatus({ active: true })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Verified employer badge', () => {
  it('when the company is verified, then the badge says so; otherwise nothing', () => {
    const { container, rerender } = render(<VerifiedEmployerBadge verified={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<VerifiedEmployerBadge verified />);
    expect(container.textContent).toBe('✓ Verified employer');
  });
});
