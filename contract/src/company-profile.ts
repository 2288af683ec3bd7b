import { z } from 'zod';
import { isHttpUrl, MAX_DB_ID, requiredText } from './common';
import { companySizes } from './companies';
import { aboutField, fieldLabel, notWebAddress, unlessMissing } from './messages';

export const FIRST_FOUNDED_YEAR = 1800;

/** Images accepted for a company logo (checked by content on the server), and their size limit. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** A company posting before it named itself (docs/decisions/0034-chosen-company-name.md): 409 with this code and sentence. */
export const COMPANY_NAME_REQUIRED_CODE = 'company_name_required';
export const COMPANY_NAME_REQUIRED_DETAIL =
  'Give your company its name on your company profile first: job seekers see it on every job you post.';

/** The industry sent is not one of ours. */
export const INDUSTRY_UNKNOWN = 'Choose an industry from the list.';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Empty means "no website"; anything else must be an http(s) address. */
const optionalUrl = optionalText(500).refine((value) => !value || isHttpUrl(value), {
  error: (issue) => notWebAddress(String(issue.path?.at(-1) ?? 'website')),
});

/**
 * The text fields of the company profile form (multipart, so every value arrives as text).
 * A field left out keeps its stored value; a field sent empty clears it. Only the name must be sent:
 * naming the company is its first step, and the rest can follow (docs/decisions/0086-employer-first-steps.md).
 * Description, size and industry, when sent, may not be empty (spec section 5, company profile form).
 */
export const companyProfileFormSchema = z.object({
  name: requiredText(200),
  description: requiredText(10_000).optional(),
  size: z.enum(companySizes).optional(),
  industry: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: unlessMissing(INDUSTRY_UNKNOWN) })
        .int(INDUSTRY_UNKNOWN)
        .positive(INDUSTRY_UNKNOWN)
        .max(MAX_DB_ID, INDUSTRY_UNKNOWN),
    )
    .optional(),
  website: optionalUrl,
  founded_year: z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === '' || value === null) return null;
      return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number()
      .int()
      .refine((year) => year >= FIRST_FOUNDED_YEAR && year <= new Date().getUTCFullYear(), {
        error: aboutField(
          (field) => `${field} must be between ${FIRST_FOUNDED_YEAR} and ${new Date().getUTCFullYear()}.`,
        ),
      })
      .nullable()
      .optional(),
  ),
  location: optionalText(200),
  contact_email: optionalText(254).refine((value) => !value || z.email().safeParse(value).success, {
    error: `${fieldLabel('contact_email')} must be an email address, like name@example.com.`,
  }),
  contact_phone: optionalText(50),
  address: optionalText(500),
  linkedin: optionalText(500),
  twitter: optionalText(500),
  delete_logo: z.string().optional(),
});
export type CompanyProfileForm = z.infer<typeof companyProfileFormSchema>;
