import type { User, UserProfile } from '@lj/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { companies, jobSeekerProfiles, users } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

type ProfileRow = typeof jobSeekerProfiles.$inferSelect;

export type UserRow = {
  id: number;
  email: string;
  userType: User['user_type'];
  firstName: string;
  lastName: string;
  company: { id: number; name: string } | null;
  profile: ProfileRow | null;
};

/** The profile object of spec section 3; file paths become absolute, versioned URLs. */
export function serializeProfile(config: Config, row: ProfileRow | null): UserProfile {
  const version = row?.updatedAt ?? new Date(0);
  const skills = row?.skills ?? [];
  return {
    picture: mediaUrl(config.siteUrl, row?.picture ?? null, version),
    resume: mediaUrl(config.siteUrl, row?.resume ?? null, version),
    resume_pages: (row?.resumePages ?? []).map((key) => mediaUrl(config.siteUrl, key) as string),
    location: row?.location ?? '',
    phone_number: row?.phoneNumber ?? '',
    linkedin_url: row?.linkedinUrl ?? '',
    github_url: row?.githubUrl ?? '',
    portfolio_url: row?.portfolioUrl ?? '',
    city: row?.city ?? '',
    region: row?.region ?? '',
    country: row?.country ?? '',
    birth_date: row?.birthDate ?? null,
    bio: row?.bio ?? '',
    education: row?.education ?? '',
    skills_api: skills,
    skills: skills.join(', '),
    // Set only while the number is the one confirmed (modules/sms-phone's setPhoneNumber drops it).
    phone_confirmed: Boolean(row?.phoneConfirmedAt),
    sms_receipts: row?.smsReceipts ?? false,
    sms_status_news: row?.smsStatusNews ?? false,
  };
}

/** The one user shape every answer uses: no password hash, no flags, only what the client needs. */
export function serializeUser(config: Config, row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    user_type: row.userType,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    // A job seeker always has a profile object, even before the profile row exists.
    profile: row.userType === 'job_seeker' ? serializeProfile(config, row.profile) : null,
  };
}

export async function findUserRow(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      company: { id: companies.id, name: companies.name },
      profile: jobSeekerProfiles,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Loads and serializes one user; null when the id names nobody. */
export async function loadUser(db: Db, config: Config, userId: number): Promise<User | null> {
  const row = await findUserRow(db, userId);
  return row ? serializeUser(config, row) : null;
}
