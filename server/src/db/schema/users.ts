import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', ['job_seeker', 'company', 'staff']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes two registrations with one address impossible. */
    email: text('email').notNull(),
    /** Null for accounts created through Google sign-in that never set a password. */
    passwordHash: text('password_hash'),
    userType: userTypeEnum('user_type').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    googleSub: text('google_sub'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
);

export const jobSeekerProfiles = pgTable('job_seeker_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  picture: text('picture'),
  resume: text('resume'),
  location: text('location').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  githubUrl: text('github_url').notNull().default(''),
  portfolioUrl: text('portfolio_url').notNull().default(''),
  city: text('city').notNull().default(''),
  region: text('region').notNull().default(''),
  country: text('country').notNull().default(''),
  birthDate: date('birth_date'),
  bio: text('bio').notNull().default(''),
  education: text('education').notNull().default(''),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
