import type { Job } from '@lj/contract';
import { ALREADY_APPLIED_DETAIL, APPLICATION_SUBMITTED } from '@lj/contract/apply-texts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { jobApplicationsQueryOptions } from '../../../api/applications';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { useFormStart } from '../../../lib/use-form-start';
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
 * A job seeker's view: already applied (has_applied, or listed in the job's applications), the answer
 * to the form just posted, or the form. ssr/pages/job-detail.ts prefetches the applications, so the
 * page holds the form or 'Applied Successfully'. The form posts itself to the page
 * (server/src/modules/page-forms), which is rendered again with the server's answer.
 */
function JobSeekerApply({ job, userId, email }: { job: Job; userId: number; email: string }) {
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

  const failureDetail = errorDetail(start.apiError);
  return (
    <form method="post">
      <CsrfField />
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
      {start.apiError && (
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
        <JobSeekerApply job={job} userId={user.id} email={user.email} />
      ) : (
        <p className="mb-0">Only job seekers can apply for jobs.</p>
      )}
    </section>
  );
}
