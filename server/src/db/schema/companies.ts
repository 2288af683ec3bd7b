import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, ownerId, timestamps, timestamptz } from './columns';
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
    userId: ownerId('user_id', () => users.id),
    name: text('name').notNull(),
    /**
     * False while the name is the one registration made from the e-mail: such a company is left out
     * of every public list and cannot post (docs/decisions/0034-chosen-company-name.md). True by default, so rows made by the
     * seed or an operator count as named; registration sets it false.
     */
    nameChosen: boolean('name_chosen').notNull().default(true),
    description: blankText('description'),
    website: blankText('website'),
    logo: text('logo'),
    size: companySizeEnum('size'),
    industryId: integer('industry_id').references(() => industries.id, { onDelete: 'set null' }),
    foundedYear: integer('founded_year'),
    location: blankText('location'),
    contactEmail: blankText('contact_email'),
    /**
     * The company's one phone number: the public's to call, and where SMS go while it is confirmed.
     * Free text as typed; E.164 once a code was asked for it. Changed through modules/sms-phone
     * (companyPhoneValues, a code request).
     */
    contactPhone: blankText('contact_phone'),
    /** When the code sent to `contact_phone` was typed; null once the number changes (modules/sms-phone's companySmsPhone). */
    contactPhoneConfirmedAt: timestamptz('contact_phone_confirmed_at'),
    address: blankText('address'),
    linkedin: blankText('linkedin'),
    twitter: blankText('twitter'),
    /** Staff saw its business registration: the "Verified employer" badge. */
    verifiedAt: timestamptz('verified_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** Suspended by staff: off every public list and page, cannot post; the company sees the reason. */
    suspendedAt: timestamptz('suspended_at'),
    suspensionReason: blankText('suspension_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_user_unique').on(t.userId),
    index('companies_industry_idx').on(t.industryId),
    check('companies_founded_year_range', sql`${t.foundedYear} is null or ${t.foundedYear} between 1800 and 2100`),
  ],
);
