import { type CompanySize, companyProfileFormSchema, type OwnCompany } from '@lj/contract';
import type { z } from 'zod';

/** Spec section 9, word for word. */
export const companySizeOptions: ReadonlyArray<{ value: CompanySize; label: string }> = [
  { value: 'small', label: 'small (1-50 employees)' },
  { value: 'medium', label: 'medium (51-500 employees)' },
  { value: 'large', label: 'large (500+ employees)' },
];

export const companySizeLabel = (size: CompanySize | null) =>
  companySizeOptions.find((option) => option.value === size)?.label ?? null;

/** The contract's form schema; the logo and its delete flag live beside the form, not in it. */
export const companyFormSchema = companyProfileFormSchema.omit({ delete_logo: true });
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormValues = z.output<typeof companyFormSchema>;

/** A new company's first step: its name alone (the rest of the profile can follow). */
export const companyNameSchema = companyProfileFormSchema.pick({ name: true });
export type CompanyName = z.output<typeof companyNameSchema>;

export const COMPANY_PROFILE_SAVED = 'Company profile updated successfully!';
export const COMPANY_PROFILE_SAVE_FAILED = 'Failed to update profile';

/** Every input as text, filled from the saved company (named already: naming comes first). */
export function companyFormDefaults(company: OwnCompany): CompanyFormInput {
  return {
    name: company.name,
    description: company.description,
    // A new company has no size yet: the empty choice, which the schema refuses as required.
    size: (company.size ?? '') as CompanySize,
    industry: company.industry ? String(company.industry.id) : '',
    website: company.website,
    founded_year: company.founded_year === null ? '' : String(company.founded_year),
    location: company.location,
    contact_email: company.contact_email,
    contact_phone: company.contact_phone,
    address: company.address,
    linkedin: company.social_links.linkedin,
    twitter: company.social_links.twitter,
  };
}

/**
 * The multipart body (spec section 7): industry and founded year as integers, an empty founded
 * year clearing it, the logo only when it is a file, delete_logo='true' only when asked.
 */
export function toCompanyFormData(values: CompanyFormValues, logo: File | null, deleteLogo: boolean): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    form.append(key, value === null ? '' : String(value));
  }
  if (logo instanceof File) form.append('logo', logo);
  else if (deleteLogo) form.append('delete_logo', 'true');
  return form;
}
