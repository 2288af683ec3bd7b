import { z } from 'zod';
import { isRealDate } from './week-filter';
import {
  applicantContactSchema,
  applicantSchema,
  applicationFields,
  applicationStatusSchema,
  jobRefSchema,
} from './applications';
import { paginatedSchema, requiredText } from './common';
import { currencies, experienceLevels, jobStatusOptions, jobTypes, MAX_PAGE_NUMBER, payPeriods } from './choices';
import { jobSchema } from './jobs';
import { aboutField } from './messages';

export const COMPANY_JOBS_PAGE_SIZE = 10;
/** The largest amount numeric(12, 2) holds: anything above overflows the column (a 500). */
export const MAX_SALARY = 9_999_999_999.99;

const choice = <T extends readonly string[]>(values: T) => z.enum(values);

const text = (max: number) => z.string().trim().max(max).default('');

/** Form inputs send booleans, or "true"/"false" when they come from text. */
const flag = (fallback: boolean) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().default(fallback));

/** An empty salary input means "not given"; numeric text is read as a number. */
const salary = z.preprocess((value) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
}, z.number().min(0).max(MAX_SALARY).nullable());

/** Skills come as a list (our client) or as one comma-separated string (older clients). */
const skills = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const list = typeof value === 'string' ? value.split(',') : value;
    return Array.isArray(list)
      ? list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
      : list;
  },
  z.array(z.string().max(100, 'Each skill can be at most 100 characters.')).max(50, 'List at most 50 skills.'),
);

/**
 * The job form (spec section 5) as POST /api/jobs/ and PUT /api/jobs/{id}/ take it. Unknown keys
 * are dropped, so the company, views or deletion state can never be set from the body.
 */
export const jobFormSchema = z
  .object({
    title: requiredText(200),
    description: requiredText(20_000),
    requirements: text(20_000),
    location: text(200),
    is_remote: flag(false),
    job_type: choice(jobTypes),
    experience_level: choice(experienceLevels),
    pay_period: choice(payPeriods),
    salary_min: salary.default(null),
    salary_max: salary.default(null),
    salary_currency: choice(currencies).default('USD'),
    is_active: flag(true),
    deadline: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .string()
        .refine(isRealDate, { error: aboutField((field) => `${field} must be a date (YYYY-MM-DD).`) })
        .nullable(),
    ),
    skills,
    education_requirements: text(5_000),
    benefits: text(5_000),
    seniority_level: text(100),
    employment_type: text(100),
    positions_available: z.preprocess(
      (value) =>
        value === undefined || value === null || value === '' ? 1 : typeof value === 'string' ? Number(value) : value,
      z.number().int().min(1).max(10_000),
    ),
  })
  .refine(
    // Compared only once both are valid figures, so a negative one gets just its own message.
    (form) =>
      form.salary_min === null || form.salary_max === null || form.salary_max < 0 || form.salary_min <= form.salary_max,
    {
      message: 'The minimum salary cannot be above the maximum.',
      path: ['salary_max'],
    },
  );
export type JobForm = z.infer<typeof jobFormSchema>;
export type JobFormInput = z.input<typeof jobFormSchema>;

export const jobSaveResponseSchema = z.object({ job: jobSchema, id: z.number() });
export type JobSaveResponse = z.infer<typeof jobSaveResponseSchema>;

/** GET /accounts/api/company/jobs/: status is sent only when not "all". */
export const companyJobsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(jobStatusOptions).optional(),
  ),
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
});
export type CompanyJobsQuery = z.infer<typeof companyJobsQuerySchema>;

export const companyJobsResponseSchema = paginatedSchema(jobSchema);
export type CompanyJobsResponse = z.infer<typeof companyJobsResponseSchema>;

const cvEducationSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  specialization: z.string(),
  city: z.string(),
  start_month: z.number().nullable(),
  start_year: z.number().nullable(),
  end_month: z.number().nullable(),
  end_year: z.number().nullable(),
});

const cvExperienceSchema = cvEducationSchema
  .omit({ degree: true, institution: true })
  .extend({ title: z.string(), company: z.string(), description: z.string() });

/** The applicant's structured CV as the company reads it (spec section 3): lists joined by commas. */
export const applicantCvSchema = z.object({
  summary: z.string(),
  skills_api: z.array(z.string()),
  skills: z.string(),
  education: z.array(cvEducationSchema),
  experience: z.array(cvExperienceSchema),
  certifications: z.string(),
  languages: z.string(),
  hobbies: z.string(),
});
export type ApplicantCv = z.infer<typeof applicantCvSchema>;

/** GET /accounts/api/applications/{id}/: the company view of one application. URLs are absolute. */
export const applicationDetailSchema = z.object({
  ...applicationFields,
  applicant: applicantSchema,
  user: applicantContactSchema,
  job: jobRefSchema,
  structured_cv: applicantCvSchema.nullable(),
  resume: z.string().nullable(),
  /** The applicant's CV as photos of paper pages, in order (empty when none). */
  resume_pages: z.array(z.string()),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationStatusUpdateSchema = z.object({
  status: z.enum(applicationStatusSchema.options),
});
export type ApplicationStatusUpdate = z.infer<typeof applicationStatusUpdateSchema>;
