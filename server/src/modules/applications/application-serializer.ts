import type { ApplicationDetail, JobApplication } from '@lj/contract';
import { mediaUrl } from '../../lib/media-url';
import { isPhoneOnlyEmail } from '../accounts';
import { profileMissing } from './applicant-profile';
import type { ApplicationWithApplicantRow, JobApplicationRow } from './applications.repository';

// The detail's remaining fields (job, CV, résumé) are the company's view alone.
type ApplicationWithApplicant = Omit<ApplicationDetail, 'job' | 'structured_cv' | 'resume' | 'resume_pages'>;

/** The application and its applicant as every view of one shows them (selected by applicationWithApplicant). */
export function serializeApplicationWithApplicant(
  row: ApplicationWithApplicantRow,
  origin: string,
): ApplicationWithApplicant {
  // A seeker made from a phone has no address to show (accounts/phone-only-account.ts).
  const email = isPhoneOnlyEmail(row.email) ? '' : row.email;
  const name = `${row.firstName} ${row.lastName}`.trim() || email || (row.phoneNumber ?? '');
  const picture = mediaUrl(origin, row.picture);
  return {
    id: row.id,
    status: row.status,
    applied_at: row.appliedAt.toISOString(),
    cover_letter: row.coverLetter,
    profile_missing: profileMissing(row),
    by_phone: row.byPhone,
    applicant: { name, email, profile_picture: picture },
    user: {
      name,
      email,
      phone_number: row.phoneNumber ?? '',
      location: row.location ?? '',
      profile_picture: picture,
    },
  };
}

export function serializeJobApplication(row: JobApplicationRow, origin: string): JobApplication {
  const application = serializeApplicationWithApplicant(row, origin);
  return { ...application, user: { id: row.userId, ...application.user } };
}
