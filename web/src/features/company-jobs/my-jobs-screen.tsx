import { COMPANY_JOBS_PAGE_SIZE, type Job } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { myJobsQueryOptions } from '../../api/company-jobs';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { FormAlert } from '../../components/ui/form-alert';
import { QueryState } from '../../components/ui/query-state';
import { useSubscriptionRequired } from './components/use-subscription-required';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/dates';
import { isSubscriptionRequired } from '../../lib/subscription-required';
import { useDeleteJob } from './api/delete-job';
import { type JobStatusFilter, jobStatusFilterLabels, jobStatusFilters } from './job-status-filter';
import { ModerationNotice } from './components/moderation-notice';
import { Pagination } from './components/pagination';
import { pageTitle } from '../../config/site';

const jobColumns: readonly DataColumn<Job>[] = [
  {
    heading: 'Status',
    cell: (job) => (
      <>
        <span className={`badge ${job.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {job.is_active ? 'Active' : 'Inactive'}
        </span>
        <ModerationNotice moderation={job.moderation} />
      </>
    ),
  },
  { heading: 'Posted', cell: (job) => formatDate(job.created_at) },
  { heading: 'Views', cell: (job) => job.views },
  { heading: 'Applications', cell: (job) => job.applications_count },
];

/** Spec section 9: pages = ceil(count / 10). */
export const pageCount = (count: number) => Math.ceil(count / COMPANY_JOBS_PAGE_SIZE);

/** /company/jobs: the company's jobs with a status filter, pages of 10, edit, applications and delete. */
export default function MyJobsScreen() {
  const [status, setStatus] = useState<JobStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Job | null>(null);
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const jobs = useQuery(myJobsQueryOptions(status, page));
  const remove = useDeleteJob();
  const subscription = useSubscriptionRequired();
  const { handle } = subscription;
  const cancelDelete = useCallback(() => setToDelete(null), []);

  useEffect(() => {
    if (jobs.error) handle(jobs.error);
  }, [jobs.error, handle]);

  const pages = pageCount(jobs.data?.count ?? 0);
  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (jobs.data && page > 1 && page > pages) setPage(Math.max(1, pages));
  }, [jobs.data, page, pages]);

  const chooseStatus = (next: JobStatusFilter) => {
    setStatus(next);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setNotice(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => setNotice({ text: 'Job deleted successfully', variant: 'success' }),
      onError: (error) => {
        if (!subscription.handle(error)) {
          setNotice({ text: errorDetail(error) ?? 'Failed to delete job. Please try again.', variant: 'danger' });
        }
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section>
      <title>{pageTitle('My Job Listings')}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">My Job Listings</h1>
        <Link to={paths.companyPostJob.href()} className="btn btn-primary">
          Post a New Job
        </Link>
      </div>

      <fieldset className="btn-group mb-3" aria-label="Show jobs">
        {jobStatusFilters.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn ${status === value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={status === value}
            onClick={() => chooseStatus(value)}
          >
            {jobStatusFilterLabels[value]}
          </button>
        ))}
      </fieldset>

      <FormAlert message={notice?.text ?? null} variant={notice?.variant} />

      <QueryState
        query={jobs}
        loading="Loading job listings..."
        error={(error) => (
          <div className="alert alert-danger" role="alert">
            {errorDetail(error) ?? 'Failed to load job listings'}
            {isSubscriptionRequired(error) && (
              <>
                {' '}
                <Link to={paths.companySubscribe.href()}>Subscribe now</Link>
              </>
            )}
          </div>
        )}
      >
        {(data) =>
          data.results.length === 0 ? (
            <p className="text-body-secondary py-4 text-center">No jobs found for this filter.</p>
          ) : (
            <>
              <DataTable
                rows={data.results}
                rowKey={(job) => job.id}
                title={{
                  heading: 'Title',
                  cell: (job) => (
                    <>
                      <Link to={paths.jobDetail.href(job.id)}>{job.title}</Link>
                      {job.location && <div className="small fw-normal text-body-secondary">{job.location}</div>}
                    </>
                  ),
                }}
                columns={jobColumns}
                actions={{
                  heading: 'Actions',
                  cell: (job) => (
                    <>
                      <Link
                        to={paths.companyEditJob.href(job.id)}
                        className="btn btn-sm btn-outline-primary me-1"
                        aria-label={`Edit ${job.title}`}
                      >
                        Edit
                      </Link>
                      <Link
                        to={paths.companyJobApplications.href(job.id)}
                        className="btn btn-sm btn-outline-primary me-1"
                        aria-label={`View applications for ${job.title}`}
                      >
                        View applications
                      </Link>
                      <Link
                        to={paths.companyJobFigures.href(job.id)}
                        className="btn btn-sm btn-outline-primary me-1"
                        aria-label={`Figures of ${job.title}`}
                      >
                        Figures
                      </Link>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Delete ${job.title}`}
                        onClick={() => setToDelete(job)}
                      >
                        Delete
                      </button>
                    </>
                  ),
                }}
              />
              <Pagination page={page} pages={pages} onPage={setPage} label="Job listing pages" />
            </>
          )
        }
      </QueryState>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete job"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      >
        Delete “{toDelete?.title}”? Job seekers will no longer see it. This cannot be undone.
      </ConfirmDialog>
      {subscription.dialog}
    </section>
  );
}
