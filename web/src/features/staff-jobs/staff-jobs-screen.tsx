import { type StaffJobsQuery, staffJobsQuerySchema } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffJobsQueryOptions } from '../../api/staff-moderation';
import { useListQuery, WeekFilterNotice } from '../../components/staff/week-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { StaffJobCard } from './components/staff-job-card';

type State = Exclude<StaffJobsQuery['state'], 'visible' | 'applied'>;

const TABS: Array<{ state: State; label: string; empty: string }> = [
  { state: 'held', label: 'Held', empty: 'No job is waiting for review.' },
  { state: 'hidden', label: 'Hidden', empty: 'No job is hidden.' },
  { state: 'reported', label: 'Hidden by reports', empty: 'No job is hidden by reports.' },
  { state: 'all', label: 'All', empty: 'No job here.' },
];

/** The weekly figures' applications, job by job: no tab of its own, as it needs days (`state=applied`). */
const APPLIED = { empty: 'No job received applications in these days.' };

/**
 * /staff/jobs?state=&from=&to=: jobs held for review, hidden by staff or by reports, or all; release, hide,
 * restore. `state=applied` with days: the jobs applied to in them, each with its count, the most applied first.
 */
export default function StaffJobsScreen() {
  const [query, change] = useListQuery(staffJobsQuerySchema);
  const { state } = query;
  const jobs = useQuery(staffJobsQueryOptions(query));
  const applied = state === 'applied';
  const tab = applied ? APPLIED : (TABS.find((candidate) => candidate.state === state) ?? TABS[0]);
  return (
    <>
      <title>{pageTitle('Jobs')}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Jobs</h1>
        <Link to={paths.staffScamRules.href()} className="btn btn-outline-secondary">
          Scam rules
        </Link>
      </div>
      <fieldset className="btn-group flex-wrap mb-3" aria-label="Which jobs">
        {TABS.map((candidate) => (
          <button
            key={candidate.state}
            type="button"
            className={`btn ${candidate.state === state ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={candidate.state === state}
            onClick={() => change({ state: candidate.state })}
          >
            {candidate.label}
          </button>
        ))}
      </fieldset>
      <WeekFilterNotice
        filter={query}
        what={applied ? 'the jobs that received applications' : 'the jobs created'}
        alsoClear={applied ? ['state'] : []}
      />
      <QueryState query={jobs} loading="Loading jobs..." error="Failed to load the jobs. Please try again later.">
        {(data) =>
          data.jobs.length === 0 ? (
            <EmptyState title={tab?.empty ?? ''} />
          ) : (
            data.jobs.map((job) => <StaffJobCard key={job.id} job={job} />)
          )
        }
      </QueryState>
    </>
  );
}
