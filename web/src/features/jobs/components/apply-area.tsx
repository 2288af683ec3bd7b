import type { Job, User } from '@lj/contract';
import {
  ALREADY_APPLIED_DETAIL,
  APPLICATION_SUBMITTED,
  APPLY_STEP_NOTE,
  type ContactPart,
  FULL_NAME_MAX,
  missingContact,
  PHONE_HINT,
} from '@lj/contract/apply-texts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { jobApplicationsQueryOptions } from '../../../api/applications';
import { paths } from '../../../config/paths';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { type FormStart, useFormStart } from '../../../lib/use-form-start';
import { CompleteProfileOffer } from './complete-profile-offer';
import { ApplicationStatusNote } from './application-status-note';

function LoginToApply({ jobId }: { jobId: number }) {
  return (
    <>
      <p className="mb-2">Log in as a job seeker to apply for this job.</p>
      <Link className="btn btn-primary" to={paths.login.href({ next: paths.jobDetail.href(jobId) })}>
        Log in to apply
      </Link>
    </>
  );
}

/** A job that is no longer open (closed by its company, or its deadline passed): said to everyone alike. */
function Closed() {
  return <p className="mb-0">This job is no longer accepting applications.</p>;
}

function AppliedButton() {
  return (
    <button type="button" className="btn btn-success" disabled>
      Applied Successfully
    </button>
  );
}

/**
 * The apply step's own fields for what the profile lacks of a name and a phone number (only those):
 * the server saves them on the profile with the application. Shown again as typed, with the server's
 * message at the field, when it refuses them.
 */
function ContactFields({ missing, start }: { missing: ContactPart[]; start: FormStart }) {
  if (missing.length === 0) return null;
  const refused = fieldErrors(start.apiError);
  const error = (name: string) => start.fieldError(name) ?? refused[name];
  // The first field in error takes the focus when the page loads (the page script, pages/sending.ts).
  const first = (['full_name', 'phone_number'] as const).find((name) => error(name));
  const focus = (name: string) => (name === first ? { 'data-focus-on-load': true } : {});
  return (
    <div className="mb-1">
      <p className="mb-2">{APPLY_STEP_NOTE}</p>
      {missing.includes('name') && (
        <Field
          label="Full name"
          name="full_name"
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX}
          defaultValue={start.value('full_name')}
          error={error('full_name')}
          {...focus('full_name')}
        />
      )}
      {missing.includes('phone') && (
        <Field
          label="Phone number"
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={40}
          defaultValue={start.value('phone_number')}
          hint={PHONE_HINT}
          error={error('phone_number')}
          {...focus('phone_number')}
        />
      )}
    </div>
  );
}

/**
 * A job seeker's view: already applied (has_applied, or listed in the job's applications), the answer
 * to the form just posted, or the form. ssr/pages/job-detail.ts prefetches the applications, so the
 * page holds the form or 'Applied Successfully'. The form posts itself to the page
 * (server/src/modules/page-forms), which is rendered again with the server's answer. A profile
 * without a name or a phone number gets fields for them in the form; a complete one, none.
 */
function JobSeekerApply({ job, user }: { job: Job; user: User }) {
  const userId = user.id;
  const email = user.email;
  const coverLetterId = useId();
  // A 401 here shows the login link instead of leaving the page.
  const applications = useQuery(jobApplicationsQueryOptions(job.id, { redirectOnUnauthorized: false }));
  // The server's answer to the form posted to this page, if it was.
  const start = useFormStart('apply');

  if (applications.error instanceof ApiError && applications.error.status === 401)
    return <LoginToApply jobId={job.id} />;

  const mine = applications.data?.applications.find((application) => application.user.id === userId);
  if (start.result) {
    return (
      <>
        <AppliedButton />
        {/* The page script gives it the focus the pressed button had (pages/sending.ts). */}
        <div className="alert alert-success mt-3 mb-0" role="status" tabIndex={-1} data-focus-on-load>
          {APPLICATION_SUBMITTED}
          <CompleteProfileOffer missing={start.result.profile_missing ?? []} email={email} jobId={job.id} />
        </div>
      </>
    );
  }
  if (job.has_applied || mine !== undefined) {
    return (
      <>
        <AppliedButton />
        <p className="text-body-secondary mt-2 mb-0">{ALREADY_APPLIED_DETAIL}</p>
        <ApplicationStatusNote application={mine} />
      </>
    );
  }
  if (!job.accepting_applications) return <Closed />;

  const missing = missingContact({
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.profile?.phone_number ?? null,
  });
  // A refusal that names a field is said at the field; any other under the form.
  const fieldRefusal = Object.keys(fieldErrors(start.apiError)).length > 0;
  const failureDetail = errorDetail(start.apiError);
  return (
    <form method="post" noValidate>
      <CsrfField />
      <ContactFields missing={missing} start={start} />
      <div className="mb-3">
        <label htmlFor={coverLetterId} className="form-label">
          Cover letter (optional)
        </label>
        <textarea
          id={coverLetterId}
          name="cover_letter"
          className="form-control"
          rows={5}
          maxLength={10_000}
          defaultValue={start.value('cover_letter')}
          placeholder="Tell the employer why you are a good fit."
        />
      </div>
      {start.apiError && !fieldRefusal && (
        <div className="alert alert-danger" role="alert">
          Failed to submit application. Please try again.
          {failureDetail && <div className="small mt-1">{failureDetail}</div>}
        </div>
      )}
      {/* The page script's words while the browser sends the form (pages/sending.ts). */}
      <button type="submit" className="btn btn-primary" data-sending="Applying...">
        Apply Now
      </button>
    </form>
  );
}

/** Spec section 2: the apply area in its four states (company note, login link, apply form, applied). */
export function ApplyArea({ job }: { job: Job }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="apply-heading" className="card card-body">
      <h2 id="apply-heading" className="h5">
        Apply for this job
      </h2>
      {user?.user_type !== 'job_seeker' && !job.accepting_applications ? (
        <Closed />
      ) : !user ? (
        <LoginToApply jobId={job.id} />
      ) : user.user_type === 'job_seeker' ? (
        <JobSeekerApply job={job} user={user} />
      ) : (
        <p className="mb-0">Only job seekers can apply for jobs.</p>
      )}
    </section>
  );
}
