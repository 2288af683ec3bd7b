import type { ReportedJob } from '@lj/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { ToastProvider } from '../../components/ui/toast';
import { ReportedJobCard } from './reported-job-card';

const job: ReportedJob['job'] = {
  id: 7,
  title: 'Cashier',
  description: 'Count the cash.',
  requirements: '',
  company: { id: 3, name: 'Paynesville Shop' },
  created_at: '2026-03-02T08:00:00.000Z',
  updated_at: '2026-03-04T08:00:00.000Z',
  is_active: true,
  moderation: 'visible',
  moderation_reason: '',
  open_reports: 0,
};
const report = (id: number, decision: ReportedJob['reports'][number]['decision']) => ({
  id,
  reason: 'scam' as const,
  note: '',
  reporter_email: `reporter${id}@example.com`,
  created_at: '2026-03-03T08:00:00.000Z',
  decision,
});

const renderCard = (item: ReportedJob) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ReportedJobCard item={item} />
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('a reported job in the staff reports', () => {
  it('when all its reports are decided (a week of reports), then it says how and offers no decision', () => {
    renderCard({ job, reports: [report(1, 'dismissed'), report(2, 'upheld')] });
    expect(screen.getByText(/2 reports · 1 dismissed, 1 upheld/)).toBeTruthy();
    expect(screen.getByText('Dismissed')).toBeTruthy();
    expect(screen.getByText('Upheld')).toBeTruthy();
    expect(screen.getByText('Every report of this job is decided.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('when the job still has open reports, then staff may dismiss or uphold them', () => {
    renderCard({ job: { ...job, open_reports: 1 }, reports: [report(1, null), report(2, 'dismissed')] });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uphold and hide' })).toBeTruthy();
    expect(screen.queryByText('Every report of this job is decided.')).toBeNull();
  });
});
