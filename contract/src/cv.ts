import { z } from 'zod';
import { aboutField } from './messages';

/** Limits of the structured CV (spec section 5); the server refuses anything beyond them. */
export const CV_MIN_YEAR = 1900;
export const CV_ITEM_MAX_LENGTH = 200;
export const CV_LIST_MAX_ITEMS = 50;
export const CV_TEXT_MAX_LENGTH = 5000;

/** Read at validation time, not at load, so a server running across New Year accepts the new year. */
const currentYear = (): number => new Date().getFullYear();

const monthMessage = aboutField((field) => `${field} must be a whole number from 1 to 12.`);
const yearMessage = aboutField((field) => `${field} must be between ${CV_MIN_YEAR} and ${currentYear()}.`);

const monthSchema = z
  .number({ error: monthMessage })
  .int({ error: monthMessage })
  .min(1, { error: monthMessage })
  .max(12, { error: monthMessage });
const yearSchema = z
  .number({ error: yearMessage })
  .int({ error: yearMessage })
  .min(CV_MIN_YEAR, { error: yearMessage })
  .refine((year) => year <= currentYear(), { error: yearMessage });

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(CV_ITEM_MAX_LENGTH);
/** Optional text: missing or null reads as empty. */
const optionalText = (max = CV_ITEM_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text ?? '');

/** The four date fields both entry kinds share. Empty dates are null so forms can start blank. */
const dateFields = {
  start_month: monthSchema.nullable().default(null),
  start_year: yearSchema.nullable().default(null),
  end_month: monthSchema.nullable().default(null),
  end_year: yearSchema.nullable().default(null),
};

type EntryDates = {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

/** Start month and year are required; an end, when given, is not before the start. */
function checkDates(entry: EntryDates, ctx: z.RefinementCtx): void {
  if (entry.start_month === null)
    ctx.addIssue({ code: 'custom', path: ['start_month'], message: 'Start month is required.' });
  if (entry.start_year === null)
    ctx.addIssue({ code: 'custom', path: ['start_year'], message: 'Start year is required.' });
  if (entry.end_month !== null && entry.end_year === null) {
    ctx.addIssue({ code: 'custom', path: ['end_year'], message: 'End year is required when an end month is given.' });
  }
  if (entry.start_year === null || entry.end_year === null) return;
  const endsBefore =
    entry.end_year < entry.start_year ||
    (entry.end_year === entry.start_year &&
      entry.start_month !== null &&
      entry.end_month !== null &&
      entry.end_month < entry.start_month);
  if (endsBefore) ctx.addIssue({ code: 'custom', path: ['end_year'], message: 'End date is before start date.' });
}

/** An entry kind of the CV: its own fields, then the four dates, checked together. */
const cvEntry = <T extends z.ZodRawShape>(fields: T) =>
  // The output always holds the dates; TypeScript cannot tell through the generic fields.
  z.object({ ...fields, ...dateFields }).superRefine((entry, ctx) => checkDates(entry as EntryDates, ctx));

/** Where the form of a new entry starts: every text empty, no dates. */
const blankEntry = <T extends z.ZodObject>(entry: T) =>
  Object.fromEntries(Object.keys(entry.shape).map((key) => [key, key in dateFields ? null : ''])) as z.output<T>;

export const cvEducationEntrySchema = cvEntry({
  degree: requiredText('Degree is required.'),
  institution: requiredText('Institution is required.'),
  specialization: optionalText(),
  city: optionalText(),
});
export type CvEducationEntry = z.output<typeof cvEducationEntrySchema>;
export const emptyEducationEntry = blankEntry(cvEducationEntrySchema);

export const cvExperienceEntrySchema = cvEntry({
  title: requiredText('Job title is required.'),
  company: requiredText('Company is required.'),
  specialization: optionalText(),
  city: optionalText(),
  description: optionalText(CV_TEXT_MAX_LENGTH),
});
export type CvExperienceEntry = z.output<typeof cvExperienceEntrySchema>;
export const emptyExperienceEntry = blankEntry(cvExperienceEntrySchema);

/** Trimmed, non-empty items, case-insensitive duplicates dropped (the first spelling wins). */
export function normalizeCvList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

/**
 * A list field as the server accepts it: a list, or one comma-separated string (the original client
 * sends those). Our client sends lists so an item may contain a comma.
 */
export const cvListInputSchema = z
  .union([z.array(z.string()), z.string()], {
    error: aboutField((field) => `${field} must be a list, or text with commas between the items.`),
  })
  .transform(normalizeCvList)
  .pipe(z.array(z.string().max(CV_ITEM_MAX_LENGTH)).max(CV_LIST_MAX_ITEMS));

const entriesMessage = aboutField((field) => `${field} can have at most ${CV_LIST_MAX_ITEMS} entries.`);

/** PUT body: the whole CV. skills_api and skills are the same list; skills_api wins when both are sent. */
export const structuredCvUpdateSchema = z.object({
  education: z.array(cvEducationEntrySchema).max(CV_LIST_MAX_ITEMS, { error: entriesMessage }).default([]),
  experience: z.array(cvExperienceEntrySchema).max(CV_LIST_MAX_ITEMS, { error: entriesMessage }).default([]),
  skills_api: cvListInputSchema.optional(),
  skills: cvListInputSchema.optional(),
  languages: cvListInputSchema.default([]),
  certifications: cvListInputSchema.default([]),
  hobbies: cvListInputSchema.default([]),
  summary: optionalText(CV_TEXT_MAX_LENGTH),
});
export type StructuredCvUpdate = z.input<typeof structuredCvUpdateSchema>;

const savedDate = z.number().int().nullable();

/** The CV as the server answers it: every list is a list, skills under both names. */
export const structuredCvSchema = z.object({
  education: z.array(
    z.object({
      degree: z.string(),
      institution: z.string(),
      specialization: z.string(),
      city: z.string(),
      start_month: savedDate,
      start_year: savedDate,
      end_month: savedDate,
      end_year: savedDate,
    }),
  ),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      specialization: z.string(),
      city: z.string(),
      description: z.string(),
      start_month: savedDate,
      start_year: savedDate,
      end_month: savedDate,
      end_year: savedDate,
    }),
  ),
  skills: z.array(z.string()),
  skills_api: z.array(z.string()),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  hobbies: z.array(z.string()),
  summary: z.string(),
});
export type StructuredCv = z.infer<typeof structuredCvSchema>;

export const emptyCv: StructuredCv = {
  education: [],
  experience: [],
  skills: [],
  skills_api: [],
  languages: [],
  certifications: [],
  hobbies: [],
  summary: '',
};

/**
 * A CV photographed on paper (docs/decisions/0035-cv-photo-pages.md): JPEG or PNG pages, each checked by content and
 * re-encoded by the server (location and other metadata dropped, the long side at most
 * CV_PAGE_LONG_SIDE px), at most CV_PAGES_MAX pages, each file at most CV_PAGE_MAX_BYTES as sent.
 */
export const CV_PAGES_MAX = 5;
export const CV_PAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CV_PAGE_LONG_SIDE = 1600;
export const CV_PAGES_FULL = `A photo CV can have at most ${CV_PAGES_MAX} pages. Remove one before adding another.`;
export const CV_PAGE_INVALID = 'Upload a photo of your CV as a JPEG or PNG image.';

/** POST /accounts/api/auth/profile/cv-pages/ (one page) and DELETE ...?page=N: the pages, in order, as URLs. */
export const cvPagesResponseSchema = z.object({ pages: z.array(z.string()) });
export type CvPagesResponse = z.infer<typeof cvPagesResponseSchema>;

/** DELETE /accounts/api/auth/profile/cv-pages/?page=N: which page to remove, counted from 1. */
export const cvPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(CV_PAGES_MAX) });
