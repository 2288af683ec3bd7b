import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createUser, signIn } from '../../../test/fixtures';
import { multipartBody } from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CSRF_COOKIE, newCsrfSecret } from '../../plugins/csrf';

const url = '/accounts/api/structured-cv/';
const nextYear = new Date().getFullYear() + 1;

const education = {
  degree: 'BSc Civil Engineering',
  institution: 'University of Liberia',
  specialization: 'Structures',
  city: 'Monrovia',
  start_month: 9,
  start_year: 2012,
  end_month: 6,
  end_year: 2016,
};
const experience = {
  title: 'Site Engineer',
  company: 'Bong Mines Construction',
  city: 'Gbarnga',
  description: 'Road works, bridges.',
  start_month: 7,
  start_year: 2016,
};

describe('structured CV', () => {
  let t: TestApp;
  let seeker: TestClient;

  /** A client signed in as a new user of that type. */
  async function signedIn(userType: 'job_seeker' | 'company'): Promise<TestClient> {
    const user = await createUser(t.database.db, { userType });
    return signIn(t.app, t.database.db, user.id);
  }

  /** PUTs an otherwise valid CV with one change and expects a 400 naming that field. */
  async function refused(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await seeker.put(url, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(typeof answer.detail).toBe('string');
    return answer;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await signedIn('job_seeker');
  });
  afterAll(async () => t.close());

  it('when a job seeker has saved nothing yet, then the answer is an empty CV with lists', async () => {
    const response = await seeker.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      education: [],
      experience: [],
      skills: [],
      skills_api: [],
      languages: [],
      certifications: [],
      hobbies: [],
      summary: '',
    });
  });

  it('when a CV is saved with lists, then the answer and a later GET carry the same CV', async () => {
    const body = {
      education: [education],
      experience: [experience],
      skills_api: ['AutoCAD', 'Surveying, land', 'Project planning'],
      languages: ['English', 'Kpelle'],
      certifications: ['PMP'],
      hobbies: ['Football'],
      summary: '  Civil engineer with ten years on roads.  ',
    };
    const saved = await seeker.put(url, body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      education: [education],
      experience: [{ ...experience, specialization: '', end_month: null, end_year: null }],
      skills: ['AutoCAD', 'Surveying, land', 'Project planning'],
      skills_api: ['AutoCAD', 'Surveying, land', 'Project planning'],
      languages: ['English', 'Kpelle'],
      certifications: ['PMP'],
      hobbies: ['Football'],
      summary: 'Civil engineer with ten years on roads.',
    };
    expect(saved.json()).toEqual(expected);
    expect((await seeker.get(url)).json()).toEqual(expected);
  });

  it('when a CV is saved with comma strings, then every list field is answered as a list', async () => {
    const client = await signedIn('job_seeker');
    const saved = await client.put(url, {
      education: [],
      experience: [],
      skills: 'Excel, Accounting ,QuickBooks',
      languages: 'English, French',
      certifications: 'ACCA',
      hobbies: 'Reading,  Chess',
      summary: 'Accountant.',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      skills: ['Excel', 'Accounting', 'QuickBooks'],
      skills_api: ['Excel', 'Accounting', 'QuickBooks'],
      languages: ['English', 'French'],
      certifications: ['ACCA'],
      hobbies: ['Reading', 'Chess'],
      summary: 'Accountant.',
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await client.get(url)).json()).toMatchObject(expected);
  });

  it("when skills are saved on the CV or on the profile, then both show the seeker's one list", async () => {
    const client = await signedIn('job_seeker');
    await client.put(url, { skills_api: ['Carpentry', 'Masonry'], summary: 'Builder.' });
    const profile = await client.get('/accounts/api/auth/profile/');
    expect(profile.json()).toMatchObject({ skills_api: ['Carpentry', 'Masonry'] });
    const { payload, headers } = multipartBody({ skills_api: 'Masonry, Tiling' });
    expect((await client.put('/accounts/api/auth/profile/', undefined, { payload, headers })).statusCode).toBe(200);
    expect((await client.get(url)).json()).toMatchObject({ skills_api: ['Masonry', 'Tiling'], summary: 'Builder.' });
    // A CV saved without a skills list leaves the list as it is.
    await client.put(url, { summary: 'Builder and tiler.' });
    expect((await client.get(url)).json()).toMatchObject({ skills_api: ['Masonry', 'Tiling'] });
  });

  it('when a CV is saved again, then it replaces the first one', async () => {
    const client = await signedIn('job_seeker');
    await client.put(url, { skills_api: ['Driving'], summary: 'First.' });
    const second = await client.put(url, { skills_api: ['Welding'] });
    expect(second.json()).toMatchObject({ skills_api: ['Welding'], summary: '' });
    expect((await client.get(url)).json()).toMatchObject({ skills_api: ['Welding'], summary: '' });
  });

  it('when list items repeat in any case or are blank, then one of each is kept, trimmed', async () => {
    const saved = await seeker.put(url, {
      skills_api: ['Python', ' python ', 'SQL', '', '   ', 'PYTHON', 'sql'],
      languages: 'English, english,ENGLISH , French',
      certifications: [],
      hobbies: ',,',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      skills_api: ['Python', 'SQL'],
      languages: ['English', 'French'],
      certifications: [],
      hobbies: [],
    });
  });

  it('when a month is 13, then the entry is refused with its number', async () => {
    const answer = await refused({ education: [education, { ...education, start_month: 13 }] });
    expect(answer.education).toEqual(['Entry 2: start month must be a whole number from 1 to 12.']);
  });

  it('when a year is 1899, then it is refused', async () => {
    const answer = await refused({ experience: [{ ...experience, start_year: 1899 }] });
    expect(answer.experience).toEqual([`Entry 1: start year must be between 1900 and ${nextYear - 1}.`]);
  });

  it('when a year is next year, then it is refused', async () => {
    const answer = await refused({ education: [{ ...education, end_year: nextYear, end_month: 1 }] });
    expect(answer.education).toEqual([`Entry 1: end year must be between 1900 and ${nextYear - 1}.`]);
  });

  it('when an end date is before the start date, then the entry is refused', async () => {
    const sameYear = await refused({
      experience: [{ ...experience, start_month: 5, start_year: 2020, end_month: 4, end_year: 2020 }],
    });
    expect(sameYear.experience).toEqual(['Entry 1: end date is before start date.']);
    expect(sameYear.detail).toBe('Entry 1: end date is before start date.');
    const earlierYear = await refused({ education: [{ ...education, end_month: null, end_year: 2011 }] });
    expect(earlierYear.education).toEqual(['Entry 1: end date is before start date.']);
  });

  it('when an end month is given without an end year, then the entry is refused', async () => {
    const answer = await refused({ education: [{ ...education, end_year: null }] });
    expect(answer.education).toEqual(['Entry 1: end year is required when an end month is given.']);
  });

  it('when the degree is missing, then the entry is refused', async () => {
    const { degree: _degree, ...withoutDegree } = education;
    const answer = await refused({ education: [withoutDegree] });
    expect(answer.education).toEqual(['Entry 1: degree is required.']);
  });

  it('when the title is blank or the company missing, then both are named', async () => {
    const { company: _company, ...withoutCompany } = experience;
    const answer = await refused({ experience: [{ ...withoutCompany, title: '   ' }] });
    expect(answer.experience).toEqual(['Entry 1: job title is required.', 'Entry 1: company is required.']);
  });

  it('when the start month and year are missing, then both are required', async () => {
    const { start_month: _month, start_year: _year, ...undated } = education;
    const answer = await refused({ education: [undated] });
    expect(answer.education).toEqual(['Entry 1: start month is required.', 'Entry 1: start year is required.']);
  });

  it('when a list item is longer than 200 characters, then the list is refused', async () => {
    const answer = await refused({ hobbies: ['Chess', 'x'.repeat(201)] });
    expect(answer.hobbies).toEqual(['Item 2 of hobbies can be at most 200 characters.']);
  });

  it('when a list has more than 50 items or the summary more than 5000 characters, then both are refused', async () => {
    const answer = await refused({
      skills: Array.from({ length: 51 }, (_, index) => `Skill ${index}`).join(','),
      summary: 'y'.repeat(5001),
    });
    expect(answer.skills).toEqual(['Skills can have at most 50 items.']);
    expect(answer.summary).toEqual(['Summary can be at most 5,000 characters.']);
  });

  it('when a list field is neither a list nor text, then it is refused', async () => {
    const answer = await refused({ languages: 42 });
    expect(answer.languages).toEqual(['Languages must be a list, or text with commas between the items.']);
  });

  it('when a refused CV is sent, then the saved CV is unchanged', async () => {
    const before = (await seeker.get(url)).json();
    await refused({ skills_api: ['Changed'], education: [{ ...education, start_month: 0 }] });
    expect((await seeker.get(url)).json()).toEqual(before);
  });

  it('when a company reads or saves a CV, then the answer is 403', async () => {
    const company = await signedIn('company');
    expect((await company.get(url)).statusCode).toBe(403);
    expect((await company.put(url, { summary: 'Not a seeker.' })).statusCode).toBe(403);
  });

  it('when nobody is signed in, then the answer is 401', async () => {
    const anonymous = new TestClient(t.app);
    anonymous.cookies.set(CSRF_COOKIE, newCsrfSecret());
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.put(url, { summary: 'Who?' })).statusCode).toBe(401);
  });

  it('when the CSRF header is missing, then the save is refused with 403 and nothing changes', async () => {
    const before = (await seeker.get(url)).json();
    const response = await seeker.put(url, { summary: 'Forged.' }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^CSRF Failed/);
    expect((await seeker.get(url)).json()).toEqual(before);
  });
});
