import { STAFF_USER_SEARCH_MIN, type StaffUser, type StaffUsersQuery, staffUsersLimit } from '@lj/contract';
import { and, asc, type Column, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../lib/week-filter';
import { companies, jobSeekerProfiles, users } from '../../db/schema';

const columns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  isStaff: users.isStaff,
  dateJoined: users.dateJoined,
  lastLogin: users.lastLogin,
  passwordHash: users.passwordHash,
};

export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'userType'
  | 'firstName'
  | 'lastName'
  | 'isActive'
  | 'isStaff'
  | 'dateJoined'
  | 'lastLogin'
  | 'passwordHash'
>;

export const toStaffUser = (row: UserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  user_type: row.userType,
  name: `${row.firstName} ${row.lastName}`.trim(),
  is_active: row.isActive,
  is_staff: row.isStaff,
  date_joined: row.dateJoined.toISOString(),
  last_login: row.lastLogin?.toISOString() ?? null,
});

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A number's digits as a search finds them in any way it was written: 0777 123 456 and +231 777 123 456 alike. */
const phoneDigits = (text: string) => text.replace(/\D/g, '').replace(/^(231|0)+/, '');
const digitsOf = (column: SQL | Column) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** Whether the account's e-mail address, name (a company account's company name too) or phone number contains the text. */
function matching(text: string): SQL | undefined {
  const pattern = containing(text);
  const digits = phoneDigits(text);
  const phonePattern = containing(digits);
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(companies.name, pattern),
    ...(digits.length >= STAFF_USER_SEARCH_MIN
      ? [
          like(digitsOf(jobSeekerProfiles.phoneNumber), phonePattern),
          like(digitsOf(companies.contactPhone), phonePattern),
        ]
      : []),
  );
}

/**
 * Accounts found by the text (a seeker's one number, confirmed or not; the company's contact number), by
 * address; or those that joined within the days (UTC, as the weekly figures count them), the newest first;
 * of the role when one is given. At most `staffUsersLimit` of them.
 */
export async function listUsers(db: Db, query: StaffUsersQuery): Promise<UserRow[]> {
  return db
    .selectDistinct(columns)
    .from(users)
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(
      and(
        query.q ? matching(query.q) : undefined,
        query.role ? eq(users.userType, query.role) : undefined,
        withinDays(users.dateJoined, query),
      ),
    )
    .orderBy(...(query.q ? [asc(users.email)] : [desc(users.dateJoined), desc(users.id)]))
    .limit(staffUsersLimit(query));
}

/** The row, locked until the transaction ends, so two staff acting at once record true before/after values. */
export async function lockUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The company the account runs, or null (a seeker's or staff account). */
export async function companyIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
  return row?.id ?? null;
}

export async function setActive(db: Db, id: number, isActive: boolean): Promise<UserRow> {
  const [row] = await db.update(users).set({ isActive }).where(eq(users.id, id)).returning(columns);
  if (!row) throw new Error('user vanished inside its transaction');
  return row;
}
