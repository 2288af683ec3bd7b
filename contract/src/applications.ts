import { z } from 'zod';
import { FULL_NAME_MAX, FULL_NAME_REQUIRED } from './apply-texts';
import { applicantProfileParts, applicationStatuses } from './choices';
import { namedRefSchema } from './common';
import { phoneNumberSchema } from './phone';

export const applicationStatusSchema = z.enum(applicationStatuses);

/** The apply step's name: the profile's first name is its first word, the last name the rest. */
export const fullNameSchema = z.string().trim().min(1, FULL_NAME_REQUIRED).max(FULL_NAME_MAX);

/**
 * POST /api/jobs/{id}/apply/. A profile without a name or a phone number needs them here (the apply
 * step asks for what it lacks, contract/src/apply-texts.ts missingContact); they are saved on the
 * profile with the application. Sent for a profile that has them, they are not read.
 */
export const applyRequestSchema = z.object({
  cover_letter: z.string().max(10_000).optional(),
  full_name: fullNameSchema.optional(),
  phone_number: phoneNumberSchema.optional(),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

export const jobRefSchema = z.object({ id: z.number(), title: z.string() });

/**
 * What the applicant's profile lacks of a name, a phone number and a CV (an uploaded résumé or a
 * structured CV with something in it); empty when it is complete.
 */
export const profileMissingSchema = z.array(z.enum(applicantProfileParts));

export const applyResponseSchema = z.object({
  id: z.number(),
  status: applicationStatusSchema,
  applied_at: z.string(),
  job: jobRefSchema,
  cover_letter: z.string(),
  detail: z.string(),
  /** What the employer will not see of the seeker's profile: the success state offers to add it. */
  profile_missing: profileMissingSchema,
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

/** What every view of an application starts with. */
export const applicationFields = {
  id: z.number(),
  status: applicationStatusSchema,
  applied_at: z.string(),
  cover_letter: z.string(),
  profile_missing: profileMissingSchema,
  /** Made from a phone's USSD menu or SMS: the employer calls the applicant's number back. */
  by_phone: z.boolean(),
};

/** The applicant as the company reads them on an application; the picture is an absolute URL. */
export const applicantContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  location: z.string(),
  profile_picture: z.string().nullable(),
});
export const applicantSchema = applicantContactSchema.pick({ name: true, email: true, profile_picture: true });

/** One application of a job, as its company (or the applicant) sees it. */
export const jobApplicationSchema = z.object({
  ...applicationFields,
  user: z.object({ id: z.number(), ...applicantContactSchema.shape }),
  applicant: applicantSchema,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const jobApplicationsResponseSchema = z.object({
  job: jobRefSchema,
  applications: z.array(jobApplicationSchema),
});
export type JobApplicationsResponse = z.infer<typeof jobApplicationsResponseSchema>;

/** One row of My Applications; `job` is null if the job is gone. */
export const myApplicationSchema = z.object({
  id: z.number(),
  status: applicationStatusSchema,
  applied_at: z.string(),
  job: z.object({ id: z.number(), title: z.string(), company: namedRefSchema }).nullable(),
  company_name: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationsResponseSchema = z.array(myApplicationSchema);
