// From the zod-free choices: the job page would otherwise load zod and every schema for this list.
import { type ApplicantProfilePart, applicantProfileParts } from '@lj/contract/choices';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { listWords, missingProfileWords } from '../../../lib/profile-parts';

const seenWords: Record<ApplicantProfilePart, string> = {
  name: 'your name',
  phone: 'your phone number',
  cv: 'your CV',
};

type CompleteProfileOfferProps = { missing: readonly ApplicantProfilePart[]; email: string; jobId: number };

/**
 * After applying with a profile that lacks a CV (the server's `profile_missing`; a name and a phone
 * number the apply step asked for): say plainly what the employer will see, and offer the pages that
 * add a CV, each leading back to this job. Nothing when the profile is complete.
 */
export function CompleteProfileOffer({ missing, email, jobId }: CompleteProfileOfferProps) {
  if (missing.length === 0) return null;
  const kept = applicantProfileParts.filter((part) => !missing.includes(part)).map((part) => seenWords[part]);
  const seen =
    kept.length === 0 ? `your e-mail address (${email})` : listWords(['your e-mail address', ...kept], 'and');
  const next = paths.jobDetail.href(jobId);
  return (
    <div className="mt-2">
      <p className="mb-2">
        <strong>{`The employer will see only ${seen}: no ${missingProfileWords(missing)}.`}</strong>{' '}
        {`Add ${missing.length === 1 ? 'it' : 'them'} now so they can judge and call you; you come back to this job after.`}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {missing.includes('cv') && (
          <>
            <Link className="btn btn-outline-primary" to={paths.profileCvUpload.href({ next })}>
              Upload a CV
            </Link>
            <Link className="btn btn-outline-primary" to={paths.profileCv.href({ next })}>
              Fill in a CV
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
