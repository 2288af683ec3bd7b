import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_IN_FUTURE, profileFormSchema, todayIso, toProfileFormData } from './profile-form-schema';

const blank = {
  first_name: 'Musu',
  last_name: 'Kollie',
  bio: '',
  phone_number: '',
  location: '',
  city: '',
  region: '',
  country: '',
  birth_date: '',
  education: '',
  linkedin_url: '',
  github_url: '',
  portfolio_url: '',
  skills_api: '',
};

const messages = (values: typeof blank) => {
  const result = profileFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('job seeker profile form', () => {
  it('when the birth date is after today, then it is refused; today itself is fine', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(messages({ ...blank, birth_date: todayIso(tomorrow) })).toEqual({ birth_date: BIRTH_DATE_IN_FUTURE });
    expect(messages({ ...blank, birth_date: todayIso() })).toEqual({});
  });

  it('when a link is not an http(s) address, then that field is refused; empty links are fine', () => {
    expect(messages({ ...blank, github_url: 'javascript:alert(1)', portfolio_url: 'https://musu.example' })).toEqual({
      github_url: 'GitHub URL must be a web address starting with http:// or https://.',
    });
  });

  it('when sent, then the text fields, the files and only the delete flags that are set go into the form data', () => {
    const picture = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toProfileFormData(
      { ...blank, skills_api: 'Excel, Driving' },
      { picture, resume: null, deletePicture: false, deleteResume: true },
    );
    expect(form.get('first_name')).toBe('Musu');
    expect(form.get('skills_api')).toBe('Excel, Driving');
    expect(form.get('picture')).toBeInstanceOf(File);
    expect(form.has('resume')).toBe(false);
    expect(form.has('delete_picture')).toBe(false);
    expect(form.get('delete_resume')).toBe('true');
  });
});
