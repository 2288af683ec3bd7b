import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { newestJobsQueryOptions } from '../../api/jobs';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';

/**
 * Product decisions: instead of a raw dump, a plain list of current jobs so the visitor can keep going.
 * Plain links (full page loads): after a crash the app's own state is not to be trusted. One try,
 * no bounce to /login: the list is a courtesy, and a failure leaves it out.
 */
export function CurrentJobsList(): ReactNode {
  const jobs = useQuery({
    ...newestJobsQueryOptions({ redirectOnUnauthorized: false }),
    retry: false,
    staleTime: 60_000,
  });
  return (
    <QueryState query={jobs} loading={<p className="text-body-secondary">Loading current jobs...</p>} error={null}>
      {({ results }) =>
        results.length === 0 ? null : (
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
        )
      }
    </QueryState>
  );
}
