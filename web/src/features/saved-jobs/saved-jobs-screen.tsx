import type { SavedJob } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { savedJobsQueryOptions } from '../../api/saved-jobs';
import { SaveJobControl } from '../shared/save-job/save-job-control';
import { ListScreen } from '../shared/list-state';
import { SaveJobForm } from '../shared/save-job/save-job-form';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';

const REMOVED: Record<NonNullable<SavedJob['job']['removed']>, string> = {
  company: 'This job was removed by the company.',
  unavailable: 'This job is no longer available.',
};

/** Whether the seeker can still apply: removed, closed, closing on a day, or open with no deadline. */
function jobState(job: SavedJob['job']): { text: string; tone: string } {
  if (job.removed) return { text: REMOVED[job.removed], tone: 'text-danger' };
  const today = new Date().toISOString().slice(0, 10);
  if (!job.is_active || (job.closes_on !== null && job.closes_on < today))
    return { text: 'Closed: no longer accepting applications.', tone: 'text-body-secondary' };
  if (job.closes_on) return { text: `Closes on ${formatDate(job.closes_on)}`, tone: 'text-body' };
  return { text: 'Open: no closing date given.', tone: 'text-body' };
}

function SavedJobRow({ saved }: { saved: SavedJob }) {
  const { job } = saved;
  const state = jobState(job);
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-center justify-content-between">
      <div>
        {job.removed ? (
          <span className="fw-semibold">{job.title}</span>
        ) : (
          <Link className="fw-semibold" to={paths.jobDetail.href(job.id)}>
            {job.title}
          </Link>
        )}
        <div className="small">{[job.company.name, job.location].filter(Boolean).join(' · ')}</div>
        <div className={`small ${state.tone}`}>{state.text}</div>
        <div className="small text-body-secondary">Saved on {formatDate(saved.saved_at)}</div>
      </div>
      <SaveJobControl job={{ id: job.id, title: job.title, is_saved: true }} />
    </li>
  );
}

/** /saved-jobs (job seekers only): the jobs they saved, newest first. */
export default function SavedJobsScreen() {
  const saved = useQuery(savedJobsQueryOptions());
  return (
    <ListScreen
      title="Saved jobs"
      above={<SaveJobForm />}
      query={saved}
      loading="Loading your saved jobs..."
      failed="Failed to load your saved jobs"
      empty="You have not saved any jobs yet. Tap Save on a job to keep it here."
    >
      {(data) => (
        <ul className="list-group">
          {data.map((item) => (
            <SavedJobRow key={item.job.id} saved={item} />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
