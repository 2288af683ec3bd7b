import { isHttpUrl, notWebAddress, profileUpdateFieldsSchema } from '@lj/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { jobSeekerProfiles, users } from '../../db/schema';
import { fieldErrors } from '../../lib/http-errors';
import { setPhoneNumber } from '../sms-phone';
import { checkDocument, reencodeImage } from '../../lib/upload-checks';
import { type MultipartForm, type RemovalLog, removeMedia, saveMedia } from '../../lib/uploads';

type ProfileChanges = Partial<typeof jobSeekerProfiles.$inferInsert>;

type ParsedFields = {
  user: { firstName?: string; lastName?: string };
  profile: ProfileChanges;
  /** The one phone number, E.164 or '' (none); changed through sms-phone's setPhoneNumber. */
  phoneNumber: string | undefined;
  deletePicture: boolean;
  deleteResume: boolean;
};

const NOT_A_DATE = 'Birth date must be a date (YYYY-MM-DD).';

function checkBirthDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return NOT_A_DATE;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return NOT_A_DATE;
  if (value > new Date().toISOString().slice(0, 10)) return 'The birth date cannot be in the future.';
  return null;
}

/** "React, node ,react," -> ["React", "node"]: trimmed, no blanks, no repeats (ignoring case). */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const skill of text.split(',').map((item) => item.trim())) {
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

/** The form's text fields, validated; only the fields that were sent change. */
export function parseProfileFields(raw: Record<string, string>): ParsedFields {
  const parsed = profileUpdateFieldsSchema.safeParse(raw);
  const errors: Record<string, string[]> = {};
  const addError = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(String(issue.path[0] ?? 'non_field_errors'), issue.message);
    throw fieldErrors(errors);
  }
  const f = parsed.data;
  if (f.birth_date) {
    const problem = checkBirthDate(f.birth_date);
    if (problem) addError('birth_date', problem);
  }
  for (const field of ['linkedin_url', 'github_url', 'portfolio_url'] as const) {
    const value = f[field];
    if (value && !isHttpUrl(value)) addError(field, notWebAddress(field));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const profile: ProfileChanges = {
    bio: f.bio,
    location: f.location,
    city: f.city,
    region: f.region,
    country: f.country,
    education: f.education,
    linkedinUrl: f.linkedin_url,
    githubUrl: f.github_url,
    portfolioUrl: f.portfolio_url,
  };
  if (f.birth_date !== undefined) profile.birthDate = f.birth_date || null;
  if (f.skills_api !== undefined) profile.skills = parseSkills(f.skills_api);
  return {
    user: { firstName: f.first_name, lastName: f.last_name },
    profile,
    phoneNumber: f.phone_number,
    deletePicture: f.delete_picture === 'true',
    deleteResume: f.delete_resume === 'true',
  };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Applies a job seeker's profile form: text fields, a new picture (re-encoded) or résumé (checked
 * by content), and the delete flags. New files are written first and removed again if the update
 * fails; replaced or deleted files are removed once the update is committed.
 */
export async function updateJobSeekerProfile(
  deps: { config: Config; db: Db; log: RemovalLog },
  userId: number,
  form: MultipartForm,
): Promise<void> {
  const { config, db, log } = deps;
  const fields = parseProfileFields(form.fields);
  const pictureFile = form.files.get('picture');
  const resumeFile = form.files.get('resume');
  const picture = pictureFile ? await reencodeImage(pictureFile) : null;
  const resumeKind = resumeFile ? checkDocument(resumeFile) : null;

  const written: string[] = [];
  try {
    const newPicture = picture ? await saveMedia(config, 'pictures', 'webp', picture) : undefined;
    if (newPicture) written.push(newPicture);
    const newResume =
      resumeFile && resumeKind ? await saveMedia(config, 'resumes', resumeKind, resumeFile.data) : undefined;
    if (newResume) written.push(newResume);

    const replaced = await db.transaction(async (tx) => {
      await tx.insert(jobSeekerProfiles).values({ userId }).onConflictDoNothing();
      const [current] = await tx
        .select({ picture: jobSeekerProfiles.picture, resume: jobSeekerProfiles.resume })
        .from(jobSeekerProfiles)
        .where(eq(jobSeekerProfiles.userId, userId))
        .for('update');
      const changes: ProfileChanges = { ...definedOnly(fields.profile), updatedAt: new Date() };
      // A new file wins over the delete flag sent with it.
      if (newPicture || fields.deletePicture) changes.picture = newPicture ?? null;
      if (newResume || fields.deleteResume) changes.resume = newResume ?? null;
      await tx.update(jobSeekerProfiles).set(changes).where(eq(jobSeekerProfiles.userId, userId));
      if (fields.phoneNumber !== undefined) await setPhoneNumber(tx, userId, fields.phoneNumber);
      const userChanges = definedOnly(fields.user);
      if (Object.keys(userChanges).length > 0) await tx.update(users).set(userChanges).where(eq(users.id, userId));
      return [
        changes.picture !== undefined ? current?.picture : null,
        changes.resume !== undefined ? current?.resume : null,
      ];
    });
    written.length = 0;
    for (const old of replaced) await removeMedia(config, old, log);
  } finally {
    for (const file of written) await removeMedia(config, file, log);
  }
}
