import type { Job } from '@lj/contract';
import { ALREADY_APPLIED_CODE, ALREADY_APPLIED_DETAIL, APPLICATION_SUBMITTED } from '@lj/contract/apply-texts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { jobApplicationsQueryOptions } from '../../../api/applications';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { useFormStart } from '../../../lib/use-form-start';
import { useSentLater } from '../../../pwa/deliveries';
import { APPLICATION_QUEUED } from '../../../pwa/queued-application-messages';
import { isQueuedRequest } from '../../../pwa/worker-messages';
import { useApplyToJob } from '../api/apply-to-job';
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

function AppliedButton() {
  return (
    <button type="button" className="btn btn-success" disabled>
      Applied Successfully
    </button>
  );
}

/**
 * The message that replaces the apply form once it is sent. The form and its button are gone, so the
 * focus moves here: a keyboard user would otherwise be sent back to the top of the page.
 */
function SentNotice({ className, children }: { className: string; children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    // On the server's page the page script gives it the focus (pages/sending.ts).
    <div ref={notice} className={className} role="status" tabIndex={-1} data-focus-on-load>
      {children}
    </div>
  );
}

/**
 * A job seeker's view: already applied (has_applied, or listed in the job's applications), or the form.
 * The form is in the first HTML (ssr/pages/job-detail.ts prefetches the applications): until the app
 * has started it posts itself to the page (server/src/modules/page-forms), so the first tap applies;
 * the cover letter is uncontrolled, so what was typed before the app started stays.
 */
function JobSeekerApply({ job, userId, email }: { job: Job; userId: number; email: string }) {
  const coverLetterId = useId();
  // A 401 here shows the login link instead of leaving the page.
  const applications = useQuery(jobApplicationsQueryOptions(job.id, { redirectOnUnauthorized: false }));
  const apply = useApplyToJob(job.id);
  // The server's refusal of a post made before the app started, until the person applies in the app.
  const start = useFormStart('apply', apply.isIdle ? 0 : 1);
  // An application queued offline, once sent: the success state, or (refused) the job's state as it is.
  const sentLater = useSentLater(apply.data);

  if (applications.error instanceof ApiError && applications.error.status === 401)
    return <LoginToApply jobId={job.id} />;

  const mine = applications.data?.applications.find((application) => application.user.id === userId);
  const listed = mine !== undefined;
  const refusedAsDuplicate = apply.error instanceof ApiError && apply.error.data.code === ALREADY_APPLIED_CODE;
  if (isQueuedRequest(apply.data) && sentLater === undefined) {
    return <SentNotice className="alert alert-info mb-0">{APPLICATION_QUEUED[apply.data.queued]}</SentNotice>;
  }
  // Sent by the app, or posted by the page's form (the server renders the page with its answer).
  const sent = apply.isSuccess ? apply.data : start.done ? start.result : undefined;
  if (sent && sentLater !== 'refused') {
    return (
      <>
        <AppliedButton />
        <SentNotice className="alert alert-success mt-3 mb-0">
          {APPLICATION_SUBMITTED}
          {/* An application sent later (queued offline) has no answer to read what is missing from. */}
          {!isQueuedRequest(sent) && (
            <CompleteProfileOffer missing={sent.profile_missing ?? []} email={email} jobId={job.id} />
          )}
        </SentNotice>
      </>
    );
  }
  if (job.has_applied || listed || refusedAsDuplicate) {
    return (
      <>
        <AppliedButton />
        <p className="text-body-secondary mt-2 mb-0">{ALREADY_APPLIED_DETAIL}</p>
        <ApplicationStatusNote application={mine} />
      </>
    );
  }
  // Offline the check waits for the network ('paused'): the form stays usable, the application is queued.
  if (applications.isPending && applications.fetchStatus !== 'paused')
    return <Spinner small label="Checking your application..." />;
  if (!job.is_active) return <p className="mb-0">This job is no longer accepting applications.</p>;

  const failure = apply.isError ? apply.error : start.apiError;
  const failureDetail = errorDetail(failure);
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (apply.isPending) return;
        const coverLetter = new FormData(event.currentTarget).get('cover_letter');
        apply.mutate(typeof coverLetter === 'string' ? coverLetter : '');
      }}
    >
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
      {failure && (
        <div className="alert alert-danger" role="alert">
          Failed to submit application. Please try again.
          {failureDetail && <div className="small mt-1">{failureDetail}</div>}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={apply.isPending}
        aria-busy={apply.isPending}
        // The page script's words while the browser sends the form (pages/sending.ts).
        data-sending="Applying..."
      >
        {apply.isPending && <Spinner small label="Sending..." className="me-2" />}
        {apply.isPending ? 'Applying...' : 'Apply Now'}
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
      {!user ? (
        <LoginToApply jobId={job.id} />
      ) : user.user_type === 'job_seeker' ? (
        <JobSeekerApply job={job} userId={user.id} email={user.email} />
      ) : (
        <p className="mb-0">Only job seekers can apply for jobs.</p>
      )}
    </section>
  );
}
