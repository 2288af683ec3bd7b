import {
  type FigureSource,
  ALREADY_APPLIED_CODE,
  ALREADY_APPLIED_DETAIL,
  APPLICATION_SUBMITTED,
  type ApplyResponse,
  DEFAULT_COVER_LETTER,
  FULL_NAME_REQUIRED,
  missingContact,
  PHONE_REQUIRED,
} from '@lj/contract';
import type { Db } from '../../db/client';
import type { ApplicantFacts } from '../notifications';
import { recordApplicationFigure } from '../job-figures';
import { badRequest, fieldErrors, forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth-context';
import { setFullName } from '../accounts';
import { setPhoneNumber } from '../sms-phone';
import { profileMissing } from './applicant-profile';
import {
  findApplicantProfile,
  findJobForApplying,
  insertApplication,
  lockActiveSeeker,
} from './applications.repository';

const ONLY_SEEKERS = 'Only job seekers can apply to jobs.';

/**
 * What the apply step sends (the contract's applyRequestSchema, parsed: the phone in E.164); `byPhone`
 * when it comes from a phone's USSD menu or SMS, which the employer sees.
 */
export type Application = { coverLetter?: string; fullName?: string; phoneNumber?: string; byPhone?: boolean };

/**
 * An application carries a name and a phone number the employer can call: what the profile lacks of
 * them must come with it, and is saved on the profile in the application's transaction (what the
 * profile has is kept, whatever is sent). Refused with the fields' messages, saving nothing, otherwise.
 */
async function fillMissingContact(tx: Db, userId: number, sent: Application): Promise<void> {
  const profile = await findApplicantProfile(tx, userId);
  const missing = missingContact({
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phoneNumber ?? null,
  });
  const errors: Record<string, string[]> = {};
  if (missing.includes('name') && !sent.fullName) errors.full_name = [FULL_NAME_REQUIRED];
  if (missing.includes('phone') && !sent.phoneNumber) errors.phone_number = [PHONE_REQUIRED];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  if (missing.includes('name') && sent.fullName) await setFullName(tx, userId, sent.fullName);
  if (missing.includes('phone') && sent.phoneNumber) await setPhoneNumber(tx, userId, sent.phoneNumber);
}

/**
 * The rules of applying: only job seekers, only to an open job before its deadline, once per job
 * (the unique index settles two simultaneous clicks: the second insert does nothing), with a name and
 * a phone number (fillMissingContact). All of it or nothing: a refusal saves no part of the profile.
 */
export async function applyToJob(
  db: Db,
  user: AuthUser,
  jobId: number,
  sent: Application,
  source: FigureSource,
): Promise<{ answer: ApplyResponse; applicant: ApplicantFacts }> {
  if (user.userType !== 'job_seeker') throw forbidden(ONLY_SEEKERS);
  const job = await findJobForApplying(db, jobId);
  if (!job) throw notFound();
  if (!job.isActive) throw badRequest('This job is no longer accepting applications.');
  if (job.deadlinePassed) throw badRequest('The application deadline for this job has passed.');
  const letter = sent.coverLetter?.trim() || DEFAULT_COVER_LETTER;
  const application = await db.transaction(async (tx) => {
    // A role change that refuses accounts with applications must not miss one made at the same moment.
    const writesProfile = sent.fullName !== undefined || sent.phoneNumber !== undefined;
    if (!(await lockActiveSeeker(tx, user.id, writesProfile ? 'update' : 'share'))) throw forbidden(ONLY_SEEKERS);
    const inserted = await insertApplication(tx, {
      jobId,
      userId: user.id,
      coverLetter: letter,
      byPhone: sent.byPhone ?? false,
    });
    // Already applied wins over what the profile lacks: the job page then shows 'Applied Successfully'.
    if (!inserted) throw badRequest(ALREADY_APPLIED_DETAIL, { code: ALREADY_APPLIED_CODE });
    await fillMissingContact(tx, user.id, sent);
    await recordApplicationFigure(tx, jobId, source);
    return inserted;
  });
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
