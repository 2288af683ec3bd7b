import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/format';
import { useJobApplications } from './api/get-job-applications';
import { StatusBadge } from './components/status-badge';
import { pageTitle } from '../../config/site';

function ApplicationsTable({ jobId }: { jobId: number }) {
  const answer = useJobApplications(jobId);
  if (answer.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner label="Loading applications..." />
      </div>
    );
  }
  if (answer.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {errorDetail(answer.error) ?? 'Failed to load applications. Please try again.'}
      </div>
    );
  }
  const { job, applications } = answer.data;
  return (
    <>
      <h1 className="h3 mb-3">Applications for {job.title}</h1>
      {applications.length === 0 ? (
        <p className="text-body-secondary py-4">No applications have been received for this job yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Email</th>
                <th scope="col">Applied</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <td>{application.applicant.name || application.user.name}</td>
                  <td>{application.applicant.email || application.user.email}</td>
                  <td>{formatDate(application.applied_at)}</td>
                  <td>
                    <StatusBadge status={application.status} />
                  </td>
                  <td className="text-end">
                    <Link
                      to={paths.companyApplication.href(application.id)}
                      className="btn btn-sm btn-outline-primary"
                      aria-label={`View application of ${application.applicant.name || application.applicant.email}`}
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
      {Number.isInteger(jobId) && jobId > 0 ? (
        <ApplicationsTable jobId={jobId} />
      ) : (
        <div className="alert alert-warning" role="alert">
          Job not found
        </div>
      )}
    </section>
  );
}
