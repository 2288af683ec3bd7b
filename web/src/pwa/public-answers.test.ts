import { describe, expect, it } from 'vitest';
import { publicCopy } from './public-answers';

const origin = 'https://jobs.example';
const at = (path: string) => new URL(path, origin);

describe('publicCopy', () => {
  it("when a seeker's job or card says is_saved, then the copy leaves it out", () => {
    const job = { id: 42, title: 'Nurse', has_applied: false, is_saved: true };
    expect(publicCopy(at('/api/jobs/42/'), job)).toEqual({ id: 42, title: 'Nurse', has_applied: false });
    const cards = { count: 1, next: null, previous: null, results: [{ id: 1, title: 'Cook', is_saved: false }] };
    expect(publicCopy(at('/api/jobs/?view=card'), cards)).toEqual({ ...cards, results: [{ id: 1, title: 'Cook' }] });
  });

  it("when a signed-in seeker's job answer says has_applied, then the copy is the guest's: has_applied false", () => {
    const job = { id: 42, title: 'Nurse', has_applied: true, applications_count: 3 };
    expect(publicCopy(at('/api/jobs/42/'), job)).toEqual({ ...job, has_applied: false });
    expect(job.has_applied).toBe(true);
  });

  it('when a job answer is not the job of its address, or not a job, then nothing is kept', () => {
    expect(publicCopy(at('/api/jobs/42/'), { id: 7, has_applied: false })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), { title: 'Nurse' })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), { id: 42, has_applied: 'yes' })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), null)).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), [{ id: 42 }])).toBeNull();
  });

  it('when a list of full jobs is read signed in, then every job is copied without has_applied; cards stay as they are', () => {
    const full = {
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 1, has_applied: true },
        { id: 2, has_applied: false },
      ],
    };
    expect(publicCopy(at('/api/jobs/?status=active'), full)).toEqual({
      ...full,
      results: [
        { id: 1, has_applied: false },
        { id: 2, has_applied: false },
      ],
    });
    const cards = { count: 1, next: null, previous: null, results: [{ id: 3, title: 'Driver' }] };
    expect(publicCopy(at('/api/jobs/?page=1&view=card'), cards)).toEqual(cards);
  });

  it('when a job list has an unknown shape, then nothing is kept', () => {
    expect(publicCopy(at('/api/jobs/'), { count: 1 })).toBeNull();
    expect(publicCopy(at('/api/jobs/'), { results: [{ title: 'no id' }] })).toBeNull();
  });

  it("when the filters' public lists are read signed in, then they are kept as they are: they name nobody", () => {
    const locations = { locations: ['Ganta, Nimba'] };
    expect(publicCopy(at('/api/jobs/locations/'), locations)).toBe(locations);
    expect(publicCopy(at('/api/companies/industries/'), [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(publicCopy(at('/companies/api/settings/'), { flag: true })).toEqual({ flag: true });
  });

  it('when the answer is private or not a public job read, then nothing is kept', () => {
    expect(publicCopy(at('/accounts/api/jobs/42/applications/'), { applications: [] })).toBeNull();
    expect(publicCopy(at('/accounts/api/auth/user-info/'), { id: 42 })).toBeNull();
    expect(publicCopy(at('/companies/profile/api/'), { id: 42 })).toBeNull();
    expect(publicCopy(at('/api/companies/7/'), { id: 7 })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/apply/'), { id: 42 })).toBeNull();
  });
});
