import type { User, UserProfile } from '@lj/contract';

/** A job seeker's profile with nothing in it, but what `fields` give. */
export const seekerProfile = (fields: Partial<UserProfile> = {}): UserProfile => ({
  picture: null,
  resume: null,
  resume_pages: [],
  location: '',
  phone_number: '',
  linkedin_url: '',
  github_url: '',
  portfolio_url: '',
  city: '',
  region: '',
  country: '',
  birth_date: null,
  bio: '',
  education: '',
  skills_api: [],
  skills: '',
  phone_confirmed: false,
  sms_receipts: false,
  sms_status_news: false,
  ...fields,
});

/** Musu Kollie, a signed-in job seeker, with `profile` fields on an empty profile. */
export const seekerUser = (profile: Partial<UserProfile> = {}): User => ({
  id: 7,
  email: 'musu@example.com',
  user_type: 'job_seeker',
  first_name: 'Musu',
  last_name: 'Kollie',
  company: null,
  profile: seekerProfile(profile),
});
