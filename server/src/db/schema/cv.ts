import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { blankText, ownerId, recordedAt, textList } from './columns';
import { users } from './users';

export type CvEducationRow = {
  degree: string;
  institution: string;
  specialization: string;
  city: string;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

export type CvExperienceRow = {
  title: string;
  company: string;
  specialization: string;
  city: string;
  description: string;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

export const structuredCvs = pgTable('structured_cvs', {
  userId: ownerId('user_id', () => users.id).primaryKey(),
  education: jsonb('education').$type<CvEducationRow[]>().notNull().default([]),
  experience: jsonb('experience').$type<CvExperienceRow[]>().notNull().default([]),
  languages: textList('languages'),
  certifications: textList('certifications'),
  hobbies: textList('hobbies'),
  summary: blankText('summary'),
  updatedAt: recordedAt('updated_at'),
});
