import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The "View Job" button of a job in a list; its label names the job, since a page lists many.
 * `stretched`: the link covers its card, so a tap anywhere on the card opens the job (pure CSS,
 * Bootstrap's stretched-link: it works before the app has started).
 */
export function ViewJobLink({ job, stretched = false }: { job: { id: number; title: string }; stretched?: boolean }) {
  return (
    <Link
      className={`btn btn-outline-primary btn-sm${stretched ? ' stretched-link' : ''}`}
      to={paths.jobDetail.href(job.id)}
      aria-label={`View Job: ${job.title}`}
    >
      View Job
    </Link>
  );
}
