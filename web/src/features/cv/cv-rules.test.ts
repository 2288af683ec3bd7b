import { emptyEducationEntry, emptyExperienceEntry } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { addListItem, canAddEducation, canAddExperience, formatPeriod, yearChoices } from './cv-rules';

describe('CV list items', () => {
  it('when an item has spaces around it, then it is added trimmed', () => {
    expect(addListItem(['Excel'], '  Driving  ')).toEqual({ list: ['Excel', 'Driving'], error: null });
  });

  it('when an item is blank, then it is refused as empty', () => {
    expect(addListItem([], '   ')).toEqual({ list: null, error: 'empty' });
  });

  it('when an item is already listed (in any case), then it is refused as a duplicate', () => {
    expect(addListItem(['Excel'], ' excel ')).toEqual({ list: null, error: 'duplicate' });
  });
});

describe('CV entries', () => {
  it('when degree, institution, start month and start year are filled, then an education entry can be added', () => {
    const entry = { ...emptyEducationEntry, degree: 'BSc', institution: 'University of Liberia', start_month: 9 };
    expect(canAddEducation(entry)).toBe(false);
    expect(canAddEducation({ ...entry, start_year: 2018 })).toBe(true);
    expect(canAddEducation({ ...entry, start_year: 2018, degree: '  ' })).toBe(false);
  });

  it('when title, company, start month and start year are filled, then an experience entry can be added', () => {
    const entry = { ...emptyExperienceEntry, title: 'Driver', company: 'LEC', start_year: 2020 };
    expect(canAddExperience(entry)).toBe(false);
    expect(canAddExperience({ ...entry, start_month: 1 })).toBe(true);
    expect(canAddExperience({ ...entry, start_month: 1, company: '' })).toBe(false);
  });

  it('when an entry has no end, then its period reads "Present"', () => {
    expect(formatPeriod({ start_month: 3, start_year: 2019, end_month: null, end_year: null })).toBe(
      'Mar 2019 - Present',
    );
    expect(formatPeriod({ start_month: 3, start_year: 2019, end_month: 6, end_year: 2021 })).toBe(
      'Mar 2019 - Jun 2021',
    );
  });

  it('when years are offered, then they run from the current year down to 1900', () => {
    const years = yearChoices(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
});
