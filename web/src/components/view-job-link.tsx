import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The "View Job" button of a job in a list; its label names the job, since a page lists many. */
export function ViewJobLink({ job }: { job: { id: number; title: string } }) {
  return (
    <Link
      className="btn btn-outline-primary btn-sm"
      to={paths.jobDetail.href(job.id)}
      aria-label={`View Job: ${job.title}`}
    >
      View Job
    </Link>
  );
}
