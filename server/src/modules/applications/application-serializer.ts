import type { JobApplication } from '@lj/contract';
import { mediaUrl } from '../../lib/media-url';
import type { JobApplicationRow } from './applications.repository';

const displayName = (row: JobApplicationRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

export function serializeJobApplication(row: JobApplicationRow, origin: string): JobApplication {
  const name = displayName(row);
  const picture = mediaUrl(origin, row.picture);
  return {
    id: row.id,
    status: row.status,
    applied_at: row.appliedAt.toISOString(),
    cover_letter: row.coverLetter,
    user: {
      id: row.userId,
      name,
      email: row.email,
      phone_number: row.phoneNumber ?? '',
      location: row.location ?? '',
      profile_picture: picture,
    },
    applicant: { name, email: row.email, profile_picture: picture },
  };
}
