import { JOB_REVIEW_TIME_NOTE } from '@lj/contract/choices';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModerationNotice } from './moderation-notice';

describe('a job moderation keeps from the public, as its company sees it', () => {
  it('when the job is held for review, then the list and the edit form say how long review usually takes', () => {
    const held = { state: 'held', reason: "A company's first job." } as const;
    const { unmount } = render(<ModerationNotice moderation={held} />);
    expect(screen.getByText(JOB_REVIEW_TIME_NOTE)).toBeTruthy();
    unmount();
    render(<ModerationNotice moderation={held} alert />);
    expect(screen.getByRole('status').textContent).toContain(JOB_REVIEW_TIME_NOTE);
    expect(JOB_REVIEW_TIME_NOTE).toBe('Jobs are usually reviewed within one working day.');
  });

  it('when staff hid the job, then no review time is promised', () => {
    render(<ModerationNotice moderation={{ state: 'hidden', reason: 'Asks for a fee.' }} alert />);
    expect(screen.getByRole('status').textContent).not.toContain(JOB_REVIEW_TIME_NOTE);
  });
});
