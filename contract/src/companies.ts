import { z } from 'zod';
import { namedRefSchema } from './common';

export const companySizes = ['small', 'medium', 'large'] as const;
export const companySizeSchema = z.enum(companySizes);
export type CompanySize = z.infer<typeof companySizeSchema>;

/** Labels of the size options (spec section 9). */
export const companySizeLabels: Record<CompanySize, string> = {
  small: 'Small (1-50 employees)',
  medium: 'Medium (51-500 employees)',
  large: 'Large (500+ employees)',
};

export const industryRefSchema = namedRefSchema;
export type IndustryRef = z.infer<typeof industryRefSchema>;

export const industrySchema = z.object({
  ...industryRefSchema.shape,
  icon: z.string().nullable(),
  company_count: z.number().int(),
});
export type Industry = z.infer<typeof industrySchema>;

/** Company as spec section 3; `logo` is an absolute URL or null, `job_count` counts open jobs. */
export const companySchema = z.object({
  ...namedRefSchema.shape,
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  size: companySizeSchema.nullable(),
  industry: industryRefSchema.nullable(),
  industry_name: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  location: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  address: z.string(),
  social_links: z.object({ linkedin: z.string(), twitter: z.string() }),
  job_count: z.number().int(),
  /** Staff saw its business registration: the "Verified employer" badge. */
  verified: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * The signed-in company's own profile: the Company plus whether it chose its name yet (until then it
 * is not public and cannot post; the name is the one registration made from the e-mail).
 */
export const ownCompanySchema = companySchema.extend({
  name_chosen: z.boolean(),
  /** Whether contact_phone is confirmed by an SMS code: only then do SMS go to it. */
  contact_phone_confirmed: z.boolean(),
});
export type OwnCompany = z.infer<typeof ownCompanySchema>;

export const companyOptionSchema = namedRefSchema;
export type CompanyOption = z.infer<typeof companyOptionSchema>;

export const companyOptionsResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(companyOptionSchema),
});
