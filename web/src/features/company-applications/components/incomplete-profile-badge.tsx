import type { ApplicantProfilePart } from '@lj/contract';
import { missingProfileWords } from '../../../lib/profile-parts';

/**
 * Marks an applicant whose profile lacks a name, phone or CV: a seeker with an empty profile
 * sends only an e-mail address, and the company should see why before opening the application.
 */
export function IncompleteProfileBadge({ missing }: { missing: readonly ApplicantProfilePart[] }) {
  if (missing.length === 0) return null;
  return (
    <p className="mt-1 mb-1">
      <span className="badge text-bg-warning text-wrap text-start">{`Profile incomplete: no ${missingProfileWords(missing)}`}</span>
    </p>
  );
}
