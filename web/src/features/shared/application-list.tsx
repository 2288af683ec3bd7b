import type { MyApplication } from '@lj/contract';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { ApplicationStatusBadge } from './application-status-badge';

/** The job seeker's applications, newest first as the server sends them. */
export function ApplicationList({ applications }: { applications: readonly MyApplication[] }) {
  return (
    <ul className="list-group">
      {applications.map((application) => (
        <li
          key={application.id}
          className="list-group-item d-flex flex-column flex-sm-row justify-content-between gap-2 py-3"
        >
          <div>
            <div className="fw-semibold">
              {application.job ? (
                <Link to={paths.jobDetail.href(application.job.id)}>{application.job.title}</Link>
              ) : (
                <span className="text-body-secondary">Job Unavailable</span>
              )}
            </div>
            <div className="small text-body-secondary">
              {application.job?.company.name || application.company_name}
              {' · '}Applied {formatDate(application.applied_at)}
            </div>
          </div>
          <div className="align-self-sm-center">
            <ApplicationStatusBadge status={application.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
