import type { JobApplication, JobApplicationsResponse } from '@lj/contract';
import { Link, useParams } from 'react-router';
import { jobApplicationsQueryOptions } from '../../api/applications';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { PhoneLink } from '../../components/ui/phone-link';
import { QueryLoader } from '../../components/ui/query-loader';
import { JobApplicationNewsSelect } from './components/job-application-news';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/dates';
import { ByPhoneBadge } from './components/by-phone-badge';
import { IncompleteProfileBadge } from './components/incomplete-profile-badge';
import { StatusBadge } from './components/status-badge';
import { pageTitle } from '../../config/site';

const applicantName = (application: JobApplication) =>
  application.applicant.name || application.user.name || application.applicant.email;

const applicationColumns: readonly DataColumn<JobApplication>[] = [
  {
    heading: 'Email',
    cell: (application) => {
      const email = application.applicant.email || application.user.email;
      // An applicant who applied from a phone may have no address at all.
      return email ? <a href={`mailto:${email}`}>{email}</a> : 'None';
    },
  },
  {
    heading: 'Phone',
    cell: ({ user, by_phone }) => (
      <>
        <PhoneLink phone={user.phone_number} />
        <ByPhoneBadge byPhone={by_phone} />
      </>
    ),
  },
  { heading: 'Applied', cell: (application) => formatDate(application.applied_at) },
  { heading: 'Status', cell: (application) => <StatusBadge status={application.status} /> },
];

function Applications({ answer }: { answer: JobApplicationsResponse }) {
  const { job, applications } = answer;
  return (
    <>
      <h1 className="h3 mb-3">Applications for {job.title}</h1>
      {applications.length === 0 ? (
        <p className="text-body-secondary py-4">No applications have been received for this job yet.</p>
      ) : (
        <DataTable
          rows={applications}
          rowKey={(application) => application.id}
          title={{
            heading: 'Applicant',
            cell: (application) => (
              <>
                <Link to={paths.companyApplication.href(application.id)}>{applicantName(application)}</Link>
                <IncompleteProfileBadge missing={application.profile_missing} />
              </>
            ),
          }}
          columns={applicationColumns}
          actions={{
            heading: 'Details',
            cell: (application) => (
              <Link
                to={paths.companyApplication.href(application.id)}
                className="btn btn-sm btn-outline-primary"
                aria-label={`View application of ${applicantName(application)}`}
              >
                View
              </Link>
            ),
          }}
        />
      )}
    </>
  );
}

/** /company/jobs/{jobId}/applications: who applied to one of the company's jobs. */
export default function JobApplicationsScreen() {
  const jobId = Number(useParams().jobId);
  return (
    <section>
      <title>{pageTitle('Applications')}</title>
      <p className="mb-2">
        <Link to={paths.companyJobs.href()}>&larr; My Job Listings</Link>
      </p>
      {Number.isInteger(jobId) && jobId > 0 && <JobApplicationNewsSelect jobId={jobId} />}
      {Number.isInteger(jobId) && jobId > 0 ? (
        <QueryLoader
          options={jobApplicationsQueryOptions(jobId)}
          loading="Loading applications..."
          error={(error) => errorDetail(error) ?? 'Failed to load applications. Please try again.'}
        >
          {(data) => <Applications answer={data} />}
        </QueryLoader>
      ) : (
        <div className="alert alert-warning" role="alert">
          Job not found
        </div>
      )}
    </section>
  );
}
