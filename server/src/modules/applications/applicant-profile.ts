import { type ApplicantProfilePart, missingContact } from '@lj/contract';
import { type SQL, sql } from 'drizzle-orm';
import { jobSeekerProfiles, structuredCvs, users } from '../../db/schema';

/**
 * Whether the applicant (a query joining users and job_seeker_profiles) has a CV an employer can read:
 * an uploaded résumé, photographed pages of a paper CV, or a structured CV with a summary, education or
 * experience, or with skills (the seeker's one list, kept on the profile).
 */
export const applicantHasCv: SQL<boolean> = sql<boolean>`(${jobSeekerProfiles.resume} is not null
  or coalesce(cardinality(${jobSeekerProfiles.resumePages}), 0) > 0 or exists (
  select 1 from ${structuredCvs} where ${structuredCvs.userId} = ${users.id} and (
    ${structuredCvs.summary} <> '' or cardinality(${jobSeekerProfiles.skills}) > 0
    or jsonb_array_length(${structuredCvs.education}) > 0 or jsonb_array_length(${structuredCvs.experience}) > 0)))`;

type ApplicantProfile = { firstName: string; lastName: string; phoneNumber: string | null; hasCv: boolean };

/**
 * What the employer cannot see of an applicant: the name and phone number (which applying now asks
 * for; an older application, or a profile emptied since, may lack them) and a CV. Told to the company on
 * the application, and to the seeker when they apply.
 */
export function profileMissing(profile: ApplicantProfile): ApplicantProfilePart[] {
  const missing: ApplicantProfilePart[] = missingContact({ ...profile, phone: profile.phoneNumber });
  if (!profile.hasCv) missing.push('cv');
  return missing;
}
