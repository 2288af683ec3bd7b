import type { ApplicationDetail, ApplicationStatus } from '@lj/contract';
import { applicationStatuses } from '@lj/contract/choices';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { applicationQueryOptions } from '../../api/applications';
import { FormAlert } from '../../components/ui/form-alert';
import { PhoneLink } from '../../components/ui/phone-link';
import { ByPhoneBadge } from './components/by-phone-badge';
import { QueryLoader } from '../../components/ui/query-loader';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { useUpdateApplicationStatus } from './api/update-application-status';
import { CvOverview } from './components/cv-overview';
import { IncompleteProfileBadge } from './components/incomplete-profile-badge';
import { CvPhotoPagesView } from './components/cv-photo-pages-view';
import { applicationStatusLabels, StatusBadge } from './components/status-badge';
import { pageTitle } from '../../config/site';

const DEFAULT_PICTURE = '/static/images/default-profile.jpg';

const statusButtonClass: Record<ApplicationStatus, string> = {
  pending: 'btn-outline-warning',
  approved: 'btn-outline-success',
  rejected: 'btn-outline-danger',
};

/** Spec section 4: the company moves between any of the three statuses; the current one is disabled. */
function StatusChanger({ application }: { application: ApplicationDetail }) {
  const update = useUpdateApplicationStatus();
  const [message, setMessage] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const change = (status: ApplicationStatus) => {
    setMessage(null);
    update.mutate(
      { id: application.id, status },
      {
        onSuccess: (saved) =>
          setMessage({ text: `Status changed to ${applicationStatusLabels[saved.status]}.`, variant: 'success' }),
        onError: () => setMessage({ text: 'Failed to update status. Please try again.', variant: 'danger' }),
      },
    );
  };
  return (
    <section className="card mb-3">
      <div className="card-body">
        <h2 className="h5">
          Status <StatusBadge status={application.status} />
        </h2>
        <fieldset className="d-flex flex-wrap gap-2" aria-label="Change status">
          {applicationStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={`btn ${statusButtonClass[status]}`}
              disabled={status === application.status || update.isPending}
              onClick={() => change(status)}
            >
              {status === 'pending' ? 'Mark as Pending Review' : status === 'approved' ? 'Approve' : 'Reject'}
            </button>
          ))}
        </fieldset>
        <FormAlert message={message?.text ?? null} variant={message?.variant} className="mt-3 mb-0" />
      </div>
    </section>
  );
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const { user } = application;
  const name = application.applicant.name || user.name || application.applicant.email;
  return (
    <>
      <title>{pageTitle(`Application from ${name}`)}</title>
      <p className="mb-2">
        <Link to={paths.companyJobApplications.href(application.job.id)}>
          &larr; Applications for {application.job.title}
        </Link>
      </p>
      <h1 className="h3 mb-3">Application from {name}</h1>
      <div className="row g-4">
        <div className="col-lg-4">
          <section className="card mb-3">
            <div className="card-body text-center">
              <img
                src={application.applicant.profile_picture ?? user.profile_picture ?? DEFAULT_PICTURE}
                alt=""
                width={96}
                height={96}
                className="rounded-circle object-fit-cover mb-2"
              />
              <h2 className="h5 mb-1">{name}</h2>
              <IncompleteProfileBadge missing={application.profile_missing} />
              {application.applicant.email && (
                <p className="mb-1">
                  <a href={`mailto:${application.applicant.email}`}>{application.applicant.email}</a>
                </p>
              )}
              {user.phone_number.trim() && (
                <p className="mb-1">
                  <PhoneLink phone={user.phone_number} />
                  <ByPhoneBadge byPhone={application.by_phone} />
                </p>
              )}
              {user.location && <p className="mb-1 text-body-secondary">{user.location}</p>}
              <p className="small text-body-secondary mb-0">
                Applied for <Link to={paths.jobDetail.href(application.job.id)}>{application.job.title}</Link> on{' '}
                {formatDate(application.applied_at)}
              </p>
              {application.resume && (
                <a href={application.resume} className="btn btn-outline-primary btn-sm mt-3">
                  Download resume
                </a>
              )}
            </div>
          </section>
          <StatusChanger application={application} />
        </div>
        <div className="col-lg-8">
          <section className="card mb-3">
            <div className="card-body">
              <h2 className="h5">Cover Letter</h2>
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {application.cover_letter || 'No cover letter.'}
              </p>
            </div>
          </section>
          <CvPhotoPagesView pages={application.resume_pages} />
          <section className="card">
            <div className="card-body">
              <h2 className="h5 mb-3">CV Overview</h2>
              <CvOverview cv={application.structured_cv} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

/** /company/applications/{applicationId}: applicant, cover letter, CV overview and status. */
export default function ApplicationDetailScreen() {
  const id = Number(useParams().applicationId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <div className="alert alert-danger" role="alert">
        Application not found
      </div>
    );
  }
  return (
    <QueryLoader
      options={applicationQueryOptions(id)}
      loading="Loading application..."
      error="Failed to load application details"
      notFound="Application not found"
    >
      {(data) => <ApplicationView application={data} />}
    </QueryLoader>
  );
}
