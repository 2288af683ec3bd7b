import type { JobFormInput } from '@lj/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearJobDraft, hasJobDraft, readJobDraft, saveJobDraft } from './job-draft';

const defaults: JobFormInput = {
  title: '',
  description: '',
  is_remote: false,
  job_type: 'full_time',
  experience_level: 'entry',
  pay_period: 'monthly',
  deadline: '',
  skills: '',
  positions_available: '1',
};

describe('job draft', () => {
  afterEach(() => localStorage.clear());

  it('when a draft is saved, then its owner reads it back and nobody else does', () => {
    saveJobDraft(7, { ...defaults, title: 'Driver', is_remote: true });
    expect(readJobDraft(7, defaults)).toEqual({ ...defaults, title: 'Driver', is_remote: true });
    expect(hasJobDraft(7)).toBe(true);
    expect(readJobDraft(8, defaults)).toBeNull();
    expect(hasJobDraft(8)).toBe(false);
  });

  it('when a stored draft holds unknown fields or wrong kinds, then only the fitting fields come back', () => {
    localStorage.setItem('job_draft:7', JSON.stringify({ title: 'Nurse', is_remote: 'yes', admin: true }));
    expect(readJobDraft(7, defaults)).toEqual({ ...defaults, title: 'Nurse' });
  });

  it('when the stored text is not JSON, then there is no draft', () => {
    localStorage.setItem('job_draft:7', '{oops');
    expect(readJobDraft(7, defaults)).toBeNull();
  });

  it('when the draft is cleared, then it is gone', () => {
    saveJobDraft(7, defaults);
    clearJobDraft(7);
    expect(hasJobDraft(7)).toBe(false);
  });
});
