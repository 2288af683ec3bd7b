import type { StaffAction } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { auditSentence, auditValue } from './audit-sentence';

const entry = (action: string, target_type: string, target_id: string): StaffAction =>
  ({ action, target_type, target_id }) as StaffAction;

describe('audit entries in words', () => {
  it('when an action has words, then it reads as a sentence about what it touched', () => {
    expect(auditSentence(entry('plan.deactivate', 'plan', '4'))).toBe('Deactivated plan 4');
    expect(auditSentence(entry('provider.edit', 'payment_provider', '2'))).toBe('Edited provider 2');
    expect(auditSentence(entry('setting.update', 'setting', 'show_company_bookkeeping'))).toBe(
      'Changed the setting show_company_bookkeeping',
    );
    expect(auditSentence(entry('job_reports.dismiss', 'job', '87'))).toBe('Dismissed the reports of job 87');
    expect(auditSentence(entry('company.unsuspend', 'company', '5'))).toBe('Lifted the suspension of company 5');
  });

  it('when an action has no words yet, then its name is shown, readable', () => {
    expect(auditSentence(entry('job.pin_to_top', 'job', '3'))).toBe('job.pin to top: job 3');
  });

  it('when values are shown, then yes, no, none and text read as words', () => {
    expect([true, false, null, '', 'Orange Money', 12.5].map(auditValue)).toEqual([
      'yes',
      'no',
      'none',
      '(empty)',
      'Orange Money',
      '12.5',
    ]);
  });
});
