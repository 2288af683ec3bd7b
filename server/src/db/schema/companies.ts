import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const companySizeEnum = pgEnum('company_size', ['small', 'medium', 'large']);

export const industries = pgTable(
  'industries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon'),
  },
  (t) => [uniqueIndex('industries_name_unique').on(sql`lower(${t.name})`)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull().default(''),
    logo: text('logo'),
    size: companySizeEnum('size'),
    industryId: integer('industry_id').references(() => industries.id, { onDelete: 'set null' }),
    foundedYear: integer('founded_year'),
    location: text('location').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_user_unique').on(t.userId),
    index('companies_industry_idx').on(t.industryId),
    check('companies_founded_year_range', sql`${t.foundedYear} is null or ${t.foundedYear} between 1800 and 2100`),
  ],
);
