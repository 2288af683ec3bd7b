import { formatPhone, isHttpUrl, notWebAddress, profileUpdateFieldsSchema, type User } from '@lj/contract';
import type { z } from 'zod';

export const BIRTH_DATE_IN_FUTURE = 'The birth date cannot be in the future.';
const URL_FIELDS = ['linkedin_url', 'github_url', 'portfolio_url'] as const;

/** Today as YYYY-MM-DD in the visitor's own calendar (what the date picker shows). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The job seeker form: the contract's text fields (every one present, empty meaning "not set"),
 * plus the rules the server also applies, so most mistakes show before sending.
 */
export const profileFormSchema = profileUpdateFieldsSchema
  .omit({ delete_picture: true, delete_resume: true })
  .required()
  .superRefine((values, ctx) => {
    if (values.birth_date && values.birth_date > todayIso()) {
      ctx.addIssue({ code: 'custom', path: ['birth_date'], message: BIRTH_DATE_IN_FUTURE });
    }
    for (const field of URL_FIELDS) {
      const value = values[field];
      if (value && !isHttpUrl(value)) ctx.addIssue({ code: 'custom', path: [field], message: notWebAddress(field) });
    }
  });

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** The form filled from the saved user; skills are edited as comma-separated text. */
export function profileFormDefaults(user: User): ProfileFormInput {
  const profile = user.profile;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    bio: profile?.bio ?? '',
    // As people read it (+231 770 123 456); saved again, it is the same number and stays confirmed.
    phone_number: formatPhone(profile?.phone_number ?? ''),
    location: profile?.location ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    country: profile?.country ?? '',
    birth_date: profile?.birth_date ?? '',
    education: profile?.education ?? '',
    linkedin_url: profile?.linkedin_url ?? '',
    github_url: profile?.github_url ?? '',
    portfolio_url: profile?.portfolio_url ?? '',
    skills_api: (profile?.skills_api ?? []).join(', '),
  };
}

export type ProfileFiles = {
  picture: File | null;
  resume: File | null;
  deletePicture: boolean;
  deleteResume: boolean;
};

/**
 * The multipart body of PUT /accounts/api/auth/profile/. skills_api is sent too (the server
 * splits the comma-separated text), so skills edited here are kept.
 */
export function toProfileFormData(values: ProfileFormValues, files: ProfileFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (files.picture) form.append('picture', files.picture);
  if (files.resume) form.append('resume', files.resume);
  if (files.deletePicture) form.append('delete_picture', 'true');
  if (files.deleteResume) form.append('delete_resume', 'true');
  return form;
}
