import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { jobsInfiniteQueryOptions } from '../../api/jobs';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { isPlainClick } from '../../lib/plain-click';
import { changedFieldNames, formQuery } from '../../lib/server-form';
import { DebouncedTextField } from './components/debounced-text-field';
import { SaveJobForm } from '../shared/save-job/save-job-form';
import { FeedLinks } from './components/feed-links';
import { DeferredFilterPanel, DeferredJobCardSkeletons, wantListParts } from './components/deferred-list-parts';
import { JobCard } from '../shared/job-card';
import { jobCountText } from './job-count-text';
import { StatusSwitch } from './components/status-switch';
import { CreateAlertLink } from './components/create-alert-link';
import {
  activeFilterWords,
  filtersToParams,
  filtersToQuery,
  hasFilters,
  type JobFilters,
  matchesStatus,
  nextPageParams,
  parseFilters,
  parseStartPage,
  sameFilters,
  withFormValues,
} from './job-filters';

/**
 * /jobs: every filter lives in the URL query, so a search can be shared, bookmarked and undone
 * with the Back button; each change is a new history entry.
 *
 * The search box, the status switch and the filter panel are one GET form to /jobs, its fields named
 * as the query names the filters, and 'Load more' is a link to the next page: before the app has
 * started (seconds on a slow phone) or without scripts, the server renders what they ask for. Once the
 * app runs it handles them in place, and takes over what was typed or ticked before it started.
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

  const panelHasFilters = hasFilters({ ...filters, search: '', status: 'all' });

  const jobs = useInfiniteQuery(jobsInfiniteQueryOptions(query, startPage));
  const nextPage = startPage + (jobs.data?.pages.length ?? 1);
  const listed = jobs.data?.pages.flatMap((page) => page.results) ?? [];
  const shown = listed.filter((job) => matchesStatus(job, filters.status));
  const total = jobs.data?.pages[0]?.count;
  const estimated = jobs.data?.pages[0]?.count_is_estimate === true;

  const form = useRef<HTMLFormElement>(null);
  // What was typed, ticked or chosen in the server's HTML before the app started applies now, as a
  // change made with the app would have (React reports no change for it).
  const adoptEarlyInput = useEffectEvent(() => {
    if (!form.current) return;
    const next = withFormValues(filters, formQuery(form.current), changedFieldNames(form.current));
    if (!sameFilters(next, filters)) update(next);
  });
  useEffect(() => adoptEarlyInput(), []);
  // With the app, the panel's fields apply as they change: Enter or 'Apply filters' commits the texts.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = withFormValues(filters, formQuery(event.currentTarget), ['search', 'salary']);
    if (!sameFilters(next, filters)) update(next);
  };

  return (
    <>
      <title>{pageTitle('Jobs')}</title>
      <FeedLinks query={query} />
      <h1 className="mb-4">Jobs</h1>
      <CreateAlertLink
        search={filtersToParams(filters).toString()}
        defaultName={(activeFilterWords(filters).join(' · ') || 'New jobs').slice(0, 80)}
      />
      <form ref={form} method="get" action={paths.jobs.path} className="row gx-4 gy-3" onSubmit={submit}>
        {/* On phones the filters fold away so the jobs are on the first screen: a <details>, which opens
            without the app; from lg up main.scss shows its content and hides the summary. */}
        <details className="col-lg-3 filters-fold">
          {/* A finger on it already asks for the panel's code (deferred-list-parts.tsx). */}
          <summary className="btn btn-outline-primary" onPointerDown={wantListParts}>
            <span className="filters-fold-closed">
              {panelHasFilters ? 'Show filters (some are on)' : 'Show filters'}
            </span>
            <span className="filters-fold-open">Hide filters</span>
          </summary>
          <aside className="mt-3 mt-lg-0">
            <DeferredFilterPanel
              filters={filters}
              onChange={update}
              resultCount={total === undefined ? undefined : jobCountText(total, estimated)}
            />
          </aside>
        </details>
        <div className="col-lg-9">
          <search className="d-flex flex-column flex-md-row gap-3 align-items-md-end mb-3">
            <div className="flex-grow-1">
              <DebouncedTextField
                label="Search jobs"
                type="search"
                name="search"
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
                <div className="py-4">
                  <p className="text-body-secondary">No jobs available at the moment.</p>
                  {/* After a typo or a forgotten filter, an empty list is not an empty site: say what
                      narrowed it, and one tap (a link: with or without the app) clears it all. */}
                  {hasFilters(filters) && (
                    <p>
                      <span className="text-body-secondary">
                        Looking for: {activeFilterWords(filters).join(' · ')}.{' '}
                      </span>
                      <Link className="btn btn-outline-primary mt-2" to={paths.jobs.href()}>
                        Clear search and filters
                      </Link>
                    </p>
                  )}
                </div>
              ) : (
                <>
                  <p className="text-body-secondary small" role="status">
                    {total === undefined ? null : `${jobCountText(total, estimated)} found`}
                  </p>
                  <ul className="row g-3 list-unstyled" data-job-list>
                    {/* Every job of the page, those the status switch leaves out hidden: the switch applies on
                        is_active in the browser (spec), by the page script (pages/jobs-form.ts). */}
                    {listed.map((job) => (
                      <li
                        key={job.id}
                        className="col-md-6"
                        data-active={job.is_active}
                        hidden={!matchesStatus(job, filters.status)}
                      >
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
                    // A link to the next page's address, which the server renders (from that page, with a
                    // way back to the first); with the app the next page is added to this list instead.
                    <div className="text-center mt-4" data-load-more>
                      <a
                        className={`btn btn-outline-primary${jobs.isFetchingNextPage ? ' disabled' : ''}`}
                        href={paths.jobs.href(nextPageParams(filters, nextPage))}
                        aria-disabled={jobs.isFetchingNextPage || undefined}
                        onClick={(event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          if (!jobs.isFetchingNextPage) void jobs.fetchNextPage();
                        }}
                      >
                        {jobs.isFetchingNextPage ? (
                          <Spinner small label="Loading more jobs..." className="me-2" />
                        ) : null}
                        Load more
                      </a>
                    </div>
                  )}
                </>
              )
            }
          </QueryState>
        </div>
      </form>
      <SaveJobForm />
    </>
  );
}
