import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, ownerId, recordedAt, textList, timestamptz } from './columns';

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
    firstName: blankText('first_name'),
    lastName: blankText('last_name'),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    googleSub: text('google_sub'),
    lastLogin: timestamptz('last_login'),
    dateJoined: recordedAt('date_joined'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
);

export const jobSeekerProfiles = pgTable('job_seeker_profiles', {
  userId: ownerId('user_id', () => users.id).primaryKey(),
  picture: text('picture'),
  resume: text('resume'),
  /** A CV photographed on paper: the stored pages in reading order (at most MAX_CV_PAGES). */
  resumePages: textList('resume_pages'),
  location: blankText('location'),
  /**
   * The seeker's one phone number, E.164 (contract/src/phone.ts; '' for none): employers call it, and
   * SMS go to it while it is confirmed. Changed only through modules/sms-phone's setPhoneNumber.
   */
  phoneNumber: blankText('phone_number'),
  linkedinUrl: blankText('linkedin_url'),
  githubUrl: blankText('github_url'),
  portfolioUrl: blankText('portfolio_url'),
  city: blankText('city'),
  region: blankText('region'),
  country: blankText('country'),
  birthDate: date('birth_date'),
  bio: blankText('bio'),
  education: blankText('education'),
  skills: textList('skills'),
  /**
   * When the seeker typed the code sent to `phone_number`; null once the number changes. SMS go only
   * to a confirmed number (modules/sms-phone's smsPhone).
   */
  phoneConfirmedAt: timestamptz('phone_confirmed_at'),
  /** The seeker asked for an SMS receipt of each application they make (to their confirmed number). */
  smsReceipts: boolean('sms_receipts').notNull().default(false),
  /**
   * An SMS when a company changes the status of one of the seeker's applications: on with each
   * confirmation of the number, off with STOP (modules/sms-phone's turnSmsOff) or the seeker's choice.
   */
  smsStatusNews: boolean('sms_status_news').notNull().default(false),
  updatedAt: recordedAt('updated_at'),
});

/**
 * A number being confirmed: the 6-digit code sent to it (hashed), when it stops working and how
 * many wrong tries it has had. One per account (a seeker's number or a company's): asking again replaces it.
 */
export const phoneConfirmations = pgTable('phone_confirmations', {
  userId: ownerId('user_id', () => users.id).primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  createdAt: recordedAt('created_at'),
});

/**
 * The SMS gateway's id of each incoming message we acted on (a STOP reply): the primary key makes a
 * replayed message, signed as validly as the first, a no-op. Only the id and when: not who, not what.
 */
export const smsInboundMessages = pgTable('sms_inbound_messages', {
  messageId: text('message_id').primaryKey(),
  receivedAt: recordedAt('received_at'),
});
