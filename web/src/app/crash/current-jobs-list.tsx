import { paths } from '../../config/paths';
import { useCurrentJobs } from './get-current-jobs';

/**
 * decisions.md: instead of a raw dump, a plain list of current jobs so the visitor can keep going.
 * Plain links (full page loads): after a crash the app's own state is not to be trusted.
 */
export function CurrentJobsList() {
  const jobs = useCurrentJobs();
  if (jobs.isPending) return <p className="text-body-secondary">Loading current jobs...</p>;
  const results = jobs.data?.results ?? [];
  if (jobs.isError || results.length === 0) return null;
  return (
    <section aria-labelledby="current-jobs-heading" className="mt-4">
      <h2 id="current-jobs-heading" className="h5">
        Current jobs
      </h2>
      <ul className="list-group">
        {results.map((job) => (
          <li key={job.id} className="list-group-item">
            <a href={paths.jobDetail.href(job.id)}>{job.title}</a>
            <span className="text-body-secondary"> at {job.company.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
