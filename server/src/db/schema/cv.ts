import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  education: jsonb('education').$type<CvEducationRow[]>().notNull().default([]),
  experience: jsonb('experience').$type<CvExperienceRow[]>().notNull().default([]),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
  hobbies: text('hobbies').array().notNull().default(sql`'{}'::text[]`),
  summary: text('summary').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
