import {
  ALREADY_APPLIED_CODE,
  ALREADY_APPLIED_DETAIL,
  APPLICATION_SUBMITTED,
  type ApplyResponse,
  DEFAULT_COVER_LETTER,
} from '@lj/contract';
import type { Db } from '../../db/client';
import type { ApplicantFacts } from '../notifications';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth-context';
import { profileMissing } from './applicant-profile';
import {
  findApplicantProfile,
  findJobForApplying,
  insertApplication,
  lockActiveSeeker,
} from './applications.repository';

const ONLY_SEEKERS = 'Only job seekers can apply to jobs.';

/**
 * The rules of applying: only job seekers, only to an open job before its deadline, once per job
 * (the unique index settles two simultaneous clicks: the second insert does nothing).
 */
export async function applyToJob(
  db: Db,
  user: AuthUser,
  jobId: number,
  coverLetter: string | undefined,
): Promise<{ answer: ApplyResponse; applicant: ApplicantFacts }> {
  if (user.userType !== 'job_seeker') throw forbidden(ONLY_SEEKERS);
  const job = await findJobForApplying(db, jobId);
  if (!job) throw notFound();
  if (!job.isActive) throw badRequest('This job is no longer accepting applications.');
  if (job.deadlinePassed) throw badRequest('The application deadline for this job has passed.');
  const letter = coverLetter?.trim() || DEFAULT_COVER_LETTER;
  const application = await db.transaction(async (tx) => {
    // A role change that refuses accounts with applications must not miss one made at the same moment.
    if (!(await lockActiveSeeker(tx, user.id))) throw forbidden(ONLY_SEEKERS);
    return insertApplication(tx, { jobId, userId: user.id, coverLetter: letter });
  });
  if (!application) throw badRequest(ALREADY_APPLIED_DETAIL, { code: ALREADY_APPLIED_CODE });
  const profile = await findApplicantProfile(db, user.id);
  const answer = {
    id: application.id,
    status: application.status,
    applied_at: application.appliedAt.toISOString(),
    job: { id: job.id, title: job.title },
    cover_letter: application.coverLetter,
    detail: APPLICATION_SUBMITTED,
    // The success state tells the seeker what the employer will not see, and offers to add it.
    profile_missing: profile ? profileMissing(profile) : [],
  };
  return { answer, applicant: applicantFacts(profile) };
}

/** What the company's news of the application says of the applicant. */
function applicantFacts(profile: Awaited<ReturnType<typeof findApplicantProfile>>): ApplicantFacts {
  if (!profile) return { name: '', place: '', skills: [], hasCv: false, hasPhone: false };
  const missing = profileMissing(profile);
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    place: profile.city?.trim() || profile.location?.trim() || '',
    skills: profile.skills ?? [],
    hasCv: !missing.includes('cv'),
    hasPhone: !missing.includes('phone'),
  };
}
