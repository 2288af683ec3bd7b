import { z } from 'zod';
import { isHttpUrl, MAX_DB_ID, requiredIssue, requiredText, tooLong } from './common';
import { companySizes } from './companies';

export const FIRST_FOUNDED_YEAR = 1800;

/** Images accepted for a company logo (checked by content on the server), and their size limit. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/** Empty means "no website"; anything else must be an http(s) address. */
const optionalUrl = optionalText(500).refine((value) => !value || isHttpUrl(value), 'Enter a valid URL.');

/**
 * The text fields of the company profile form (multipart, so every value arrives as text).
 * A field left out keeps its stored value; a field sent empty clears it.
 */
export const companyProfileFormSchema = z.object({
  name: requiredText(200),
  description: requiredText(10_000),
  size: z.enum(companySizes, {
    error: (issue) => requiredIssue(issue) ?? 'Select a valid choice.',
  }),
  industry: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: (issue) => requiredIssue(issue) ?? 'Select a valid industry.' })
      .int('Select a valid industry.')
      .positive('Select a valid industry.')
      .max(MAX_DB_ID, 'Select a valid industry.'),
  ),
  website: optionalUrl,
  founded_year: z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === '' || value === null) return null;
      return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .refine((year) => year >= FIRST_FOUNDED_YEAR && year <= new Date().getUTCFullYear(), {
        error: () => `Enter a year between ${FIRST_FOUNDED_YEAR} and ${new Date().getUTCFullYear()}.`,
      })
      .nullable()
      .optional(),
  ),
  location: optionalText(200),
  contact_email: optionalText(254).refine(
    (value) => !value || z.email().safeParse(value).success,
    'Enter a valid email address.',
  ),
  contact_phone: optionalText(50),
  address: optionalText(500),
  linkedin: optionalText(500),
  twitter: optionalText(500),
  delete_logo: z.string().optional(),
});
export type CompanyProfileForm = z.infer<typeof companyProfileFormSchema>;
