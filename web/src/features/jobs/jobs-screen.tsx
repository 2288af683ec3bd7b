import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { jobsInfiniteQueryOptions } from '../../api/jobs';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { DebouncedTextField } from './components/debounced-text-field';
import {
  DeferredFilterPanel,
  DeferredJobCardSkeletons,
  useFilterPanelReady,
  wantListParts,
} from './components/deferred-list-parts';
import { JobCard } from '../../components/job-card';
import { jobCountText } from './job-count-text';
import { StatusSwitch } from './components/status-switch';
import {
  filtersToParams,
  filtersToQuery,
  hasFilters,
  type JobFilters,
  matchesStatus,
  nextPageParams,
  parseFilters,
  parseStartPage,
} from './job-filters';

/**
 * /jobs: every filter lives in the URL query, so a search can be shared, bookmarked and undone
 * with the Back button; each change is a new history entry.
 */
export default function JobsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const startPage = useMemo(() => parseStartPage(searchParams), [searchParams]);
  const update = useCallback(
    (next: JobFilters) => {
      // The folded panel re-renders with the new filters: it must be on its way (deferred-list-parts.tsx).
      wantListParts();
      setSearchParams(filtersToParams(next));
    },
    [setSearchParams],
  );
  const commitSearch = useCallback((search: string) => update({ ...filters, search }), [filters, update]);

  // On phones the filters fold away behind a button so the jobs are on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The panel's own chunk may still be on its way: the fold opens once it is live.
  const panelReady = useFilterPanelReady();
  const panelHasFilters = hasFilters({ ...filters, search: '', status: 'all' });

  const jobs = useInfiniteQuery(jobsInfiniteQueryOptions(query, startPage));
  const nextPage = startPage + (jobs.data?.pages.length ?? 1);
  const shown = (jobs.data?.pages.flatMap((page) => page.results) ?? []).filter((job) =>
    matchesStatus(job, filters.status),
  );
  const total = jobs.data?.pages[0]?.count;
  const estimated = jobs.data?.pages[0]?.count_is_estimate === true;

  return (
    <>
      <title>{pageTitle('Jobs')}</title>
      <h1 className="mb-4">Jobs</h1>
      <button
        type="button"
        className="btn btn-outline-primary d-lg-none mb-3"
        aria-expanded={filtersOpen}
        aria-controls="job-filters"
        // A finger on the button already asks for the panel's chunk, before the tap completes.
        onPointerDown={wantListParts}
        onClick={() => {
          wantListParts();
          setFiltersOpen((open) => !open);
        }}
      >
        {filtersOpen ? 'Hide filters' : panelHasFilters ? 'Show filters (some are on)' : 'Show filters'}
      </button>
      {filtersOpen && !panelReady && <Spinner small label="Loading filters..." className="d-block d-lg-none mb-3" />}
      <div className="row g-4">
        <aside id="job-filters" className={filtersOpen && panelReady ? 'col-lg-3' : 'col-lg-3 d-none d-lg-block'}>
          <DeferredFilterPanel filters={filters} onChange={update} />
        </aside>
        <div className="col-lg-9">
          <search className="d-flex flex-column flex-md-row gap-3 align-items-md-end mb-3">
            <div className="flex-grow-1">
              <DebouncedTextField
                label="Search jobs"
                type="search"
                placeholder="Title, skill or company"
                value={filters.search}
                onCommit={commitSearch}
              />
            </div>
            <div className="mb-3">
              <StatusSwitch value={filters.status} onChange={(status) => update({ ...filters, status })} />
            </div>
          </search>

          {/* The cards' titles are h3: on phones the Filters h2 is folded away, and h1 -> h3 would skip a level. */}
          <h2 className="visually-hidden">Job results</h2>
          {/* A list opened at a later page (an old link, or 'Load more' before the app started). */}
          {startPage > 1 && (
            <p className="small">
              <Link to={paths.jobs.href(filtersToParams(filters))}>Show the first jobs</Link>
            </p>
          )}
          <QueryState query={jobs} loading={<DeferredJobCardSkeletons />} error="Failed to fetch jobs.">
            {() =>
              shown.length === 0 && !jobs.hasNextPage ? (
                <p className="text-body-secondary py-4">No jobs available at the moment.</p>
              ) : (
                <>
                  <p className="text-body-secondary small" role="status">
                    {total === undefined ? null : `${jobCountText(total, estimated)} found`}
                  </p>
                  <ul className="row g-3 list-unstyled">
                    {shown.map((job) => (
                      <li key={job.id} className="col-md-6">
                        <JobCard job={job} />
                      </li>
                    ))}
                  </ul>
                  {jobs.isFetchNextPageError && (
                    <div className="alert alert-danger mt-3" role="alert">
                      Failed to fetch jobs.
                    </div>
                  )}
                  {jobs.hasNextPage && (
                    // A plain GET form: before the app has started (slow networks) it opens the next page's
                    // address, which the server renders; once started, the next page is added to this list.
                    <form
                      method="get"
                      action={paths.jobs.path}
                      className="text-center mt-4"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void jobs.fetchNextPage();
                      }}
                    >
                      {/* A name and value come once each (job_type, company and industry hold no repeats). */}
                      {[...nextPageParams(filters, nextPage)].map(([name, value]) => (
                        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
                      ))}
                      <button type="submit" className="btn btn-outline-primary" disabled={jobs.isFetchingNextPage}>
                        {jobs.isFetchingNextPage ? (
                          <Spinner small label="Loading more jobs..." className="me-2" />
                        ) : null}
                        Load more
                      </button>
                    </form>
                  )}
                </>
              )
            }
          </QueryState>
        </div>
      </div>
    </>
  );
}
