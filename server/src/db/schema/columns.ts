// The column shapes the tables repeat, so each is spelled (and kept alike) in one place.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment the database fills in on insert: created_at, updated_at, applied_at... */
export const recordedAt = (name: string) => timestamptz(name).notNull().defaultNow();

/** created_at and updated_at, both now on insert. */
export const timestamps = () => ({ createdAt: recordedAt('created_at'), updatedAt: recordedAt('updated_at') });

/** The row this one belongs to (a user, a company, a job): deleting that row deletes this one. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** Text a form may leave blank: never null, empty when not given. */
export const blankText = (name: string) => text(name).notNull().default('');

/** A list of short texts (skills, languages...), empty when not given. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** An amount with cents (money, tonnes), read as a JavaScript number. */
export const decimal = (name: string, precision: number) => numeric(name, { precision, scale: 2, mode: 'number' });
