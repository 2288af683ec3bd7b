import {
  CV_MIN_YEAR,
  type CvEducationEntry,
  type CvExperienceEntry,
  type StructuredCv,
  type StructuredCvUpdate,
} from '@lj/contract';
import { MONTH_NAMES } from '../../lib/dates';

/** Spec section 5: years from 1900 to the current year, newest first (the likely choices on top). */
export function yearChoices(currentYear = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= CV_MIN_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * Spec section 5: the fixed language list; anything else goes through Other. Liberia's own languages
 * come first (decision 0087), then the world's.
 */
export const LANGUAGES = [
  'Liberian English',
  'Kpelle',
  'Bassa',
  'Gio',
  'Mano',
  'Kru',
  'Grebo',
  'Vai',
  'Lorma',
  'Kissi',
  'Gola',
  'Mende',
  'Mandingo',
  'Gbandi',
  'Krahn',
  'English',
  'French',
  'German',
  'Spanish',
  'Portuguese',
  'Italian',
  'Mandarin',
  'Arabic',
  'Russian',
  'Swahili',
  'Hindi',
  'Bengali',
] as const;
export const OTHER_LANGUAGE = 'Other';

export type AddItemResult = { list: string[]; error: null } | { list: null; error: 'empty' | 'duplicate' };

/**
 * Spec section 5: an item is trimmed, must not be empty and must not already be in the list.
 * Duplicates are found ignoring case, as the server does when it saves the list.
 */
export function addListItem(list: readonly string[], text: string): AddItemResult {
  const item = text.trim();
  if (!item) return { list: null, error: 'empty' };
  if (list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return { list: null, error: 'duplicate' };
  return { list: [...list, item], error: null };
}

const filled = (text: string) => text.trim() !== '';

/** Adding an education entry needs degree, institution, start month and start year. */
export const canAddEducation = (entry: CvEducationEntry): boolean =>
  filled(entry.degree) && filled(entry.institution) && entry.start_month !== null && entry.start_year !== null;

/** Adding an experience entry needs title, company, start month and start year. */
export const canAddExperience = (entry: CvExperienceEntry): boolean =>
  filled(entry.title) && filled(entry.company) && entry.start_month !== null && entry.start_year !== null;

/** "Mar 2021", or just the year when the month is missing. */
export function formatMonthYear(month: number | null, year: number | null): string {
  if (year === null) return '';
  const name = month === null ? undefined : MONTH_NAMES[month - 1];
  return name ? `${name.slice(0, 3)} ${year}` : String(year);
}

type Dated = Pick<CvEducationEntry, 'start_month' | 'start_year' | 'end_month' | 'end_year'>;

/** "Mar 2019 - Jun 2021"; an entry without an end date is current ("Present"). */
export const formatPeriod = (entry: Dated): string =>
  `${formatMonthYear(entry.start_month, entry.start_year)} - ${formatMonthYear(entry.end_month, entry.end_year) || 'Present'}`;

/** The CV as the editor holds it: one skills list, every list a list. */
export type CvDraft = {
  education: CvEducationEntry[];
  experience: CvExperienceEntry[];
  skills: string[];
  languages: string[];
  certifications: string[];
  hobbies: string[];
  summary: string;
};

export const draftFromCv = (cv: StructuredCv): CvDraft => ({
  education: cv.education,
  experience: cv.experience,
  skills: cv.skills_api.length > 0 ? cv.skills_api : cv.skills,
  languages: cv.languages,
  certifications: cv.certifications,
  hobbies: cv.hobbies,
  summary: cv.summary,
});

/** The PUT body: lists (not comma strings, so an item may hold a comma) and numbers for dates. */
export const toCvUpdate = (draft: CvDraft): StructuredCvUpdate => ({
  education: draft.education,
  experience: draft.experience,
  skills_api: draft.skills,
  languages: draft.languages,
  certifications: draft.certifications,
  hobbies: draft.hobbies,
  summary: draft.summary,
});

/** True when the editor holds something not yet saved. */
export const isSameDraft = (a: CvDraft, b: CvDraft): boolean => JSON.stringify(a) === JSON.stringify(b);
