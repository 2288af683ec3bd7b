import { STAFF_USER_SEARCH_LIMIT, type StaffUser } from '@lj/contract';
import { asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';

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

/** Accounts whose address contains the text, alphabetically; addresses are stored lower-cased. */
export async function searchUsers(db: Db, email: string): Promise<UserRow[]> {
  const pattern = `%${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select(columns)
    .from(users)
    .where(ilike(users.email, pattern))
    .orderBy(asc(users.email))
    .limit(STAFF_USER_SEARCH_LIMIT);
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
