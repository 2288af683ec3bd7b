import { emptyCv, type StructuredCv, type structuredCvUpdateSchema } from '@lj/contract';
import type { z } from 'zod';
import { CHECK_THE_FORM } from '../../lib/http-errors';
import type { CvRow, CvValues } from './cv.repository';
type ValidationIssue = { instancePath: string; message?: string };

const entryFields = new Set(['education', 'experience']);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Body validation issues as field errors. An issue inside an entry names the entry it is about
 * ("Entry 2: end date is before start date."), since the field is the whole list; an issue about a
 * list's item already says which ("Item 2 of hobbies can be at most 200 characters.").
 */
export function cvFieldErrors(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const [field = 'non_field_errors', index, ...inside] = issue.instancePath.split('/').filter(Boolean);
    const message = issue.message ?? CHECK_THE_FORM;
    const position = Number(index);
    const text =
      Number.isInteger(position) && inside.length > 0
        ? `${entryFields.has(field) ? 'Entry' : 'Item'} ${position + 1}: ${lowerFirst(message)}`
        : message;
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/**
 * The validated body as table values; skills_api and skills are one list, the seeker's only one (the
 * profile's too); a body without either leaves it as it is.
 */
export function toCvValues(update: z.output<typeof structuredCvUpdateSchema>): CvValues {
  return {
    education: update.education,
    experience: update.experience,
    skills: update.skills_api ?? update.skills,
    languages: update.languages,
    certifications: update.certifications,
    hobbies: update.hobbies,
    summary: update.summary,
  };
}

/** The CV as the API answers it (the empty one before the first save): lists everywhere, skills under both names. */
export function toStructuredCv({ cv, skills }: CvRow): StructuredCv {
  const lists = { skills, skills_api: skills };
  if (!cv) return { ...emptyCv, ...lists };
  return {
    education: cv.education,
    experience: cv.experience,
    ...lists,
    languages: cv.languages,
    certifications: cv.certifications,
    hobbies: cv.hobbies,
    summary: cv.summary,
  };
}
