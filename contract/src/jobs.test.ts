import { describe, expect, it } from 'vitest';
import { countyNamed, liberianCounties } from './choices';
import { jobListQuerySchema } from './jobs';

const messagesOf = (query: Record<string, unknown>) => {
  const result = jobListQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the job list query', () => {
  it('when a county is written in any case or spacing, then it reads as the county; an unknown one is refused by name', () => {
    expect(jobListQuerySchema.parse({ county: 'grand bassa' }).county).toBe('Grand Bassa');
    expect(jobListQuerySchema.parse({ county: 'River Cess' }).county).toBe('Rivercess');
    expect(jobListQuerySchema.parse({ county: 'Nimba County' }).county).toBe('Nimba');
    expect(jobListQuerySchema.parse({ county: '' }).county).toBeUndefined();
    expect(messagesOf({ county: 'Atlantis' })).toEqual(['county: Choose a county from the list.']);
  });

  it('when a salary currency is given, then USD or LRD in any case is taken and anything else refused by name', () => {
    expect(jobListQuerySchema.parse({ salary_min: '300', salary_currency: 'lrd' })).toMatchObject({
      salary_min: 300,
      salary_currency: 'LRD',
    });
    expect(messagesOf({ salary_currency: 'EUR' })).toEqual(['salary_currency: Choose a currency from the list.']);
  });

  it('when the status is all, then it is refused: omitted means both on the API', () => {
    expect(jobListQuerySchema.parse({ status: 'active' }).status).toBe('active');
    expect(messagesOf({ status: 'all' })).toEqual(['status: Choose a status from the list.']);
  });
});

describe('countyNamed', () => {
  it('when each county is named as listed, then it is found; a town or nothing is not a county', () => {
    for (const county of liberianCounties) expect(countyNamed(county)).toBe(county);
    expect(liberianCounties).toHaveLength(15);
    expect(countyNamed('rivercess county')).toBe('Rivercess');
    expect(countyNamed('Monrovia')).toBeNull();
    expect(countyNamed('County')).toBeNull();
    expect(countyNamed('')).toBeNull();
  });
});
