import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { jobsInfiniteQueryOptions } from '../../api/jobs';
import { QueryState } from '../../components/ui/query-state';
import { Field } from '../../components/ui/field';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { SaveJobForm } from '../shared/save-job/save-job-form';
import { FeedLinks } from './components/feed-links';
import { FilterPanel } from './components/filter-panel';
import { JobCard } from '../shared/job-card';
import { jobCountText } from './job-count-text';
import { StatusSwitch } from './components/status-switch';
import { CreateAlertLink } from './components/create-alert-link';
import {
  activeFilterWords,
  alertSearchOf,
  filtersToParams,
  filtersToQuery,
  hasFilters,
  nextPageParams,
  parseFilters,
  parseStartPage,
} from './job-filters';

/**
 * /jobs, rendered on the server (ssr/pages/jobs.ts prefetches the list and the panel's options):
 * every filter lives in the URL query, so a search can be shared, bookmarked and undone with the Back
 * button. The search box, the status switch and the filter panel are one GET form to /jobs, its fields
 * named as the query names the filters, and 'Load more' is a link to the next page. The status switch
 * shows open jobs (Active) unless All or Inactive is chosen; the page script puts the chosen status's list
 * in place as it is chosen (the `data-job-results` part), and adds the next page to the list
 * (pages/jobs-form.ts, load-more.ts).
 */
export default function JobsScreen() {
  const [searchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const query = filtersToQuery(filters);
  const startPage = parseStartPage(searchParams);
  const panelHasFilters = hasFilters({ ...filters, search: '', status: 'active' });

  // One page: the one the address names (the server fetched it, ssr/pages/jobs.ts).
  const jobs = useInfiniteQuery(jobsInfiniteQueryOptions(query, startPage));
  const page = jobs.data?.pages[0];
  const listed = page?.results ?? [];

  return (
    <>
      <title>{pageTitle('Jobs')}</title>
      <FeedLinks query={query} />
      <h1 className="mb-4">Jobs</h1>
      {/* An alert brings open jobs whatever the status switch shows: its search and name leave the status out. */}
      <CreateAlertLink
        search={alertSearchOf(filters)}
        defaultName={(activeFilterWords({ ...filters, status: 'active' }).join(' · ') || 'New jobs').slice(0, 80)}
      />
      <form method="get" action={paths.jobs.path} className="row gx-4 gy-3">
        {/* On phones the filters fold away so the jobs are on the first screen: a <details>, which opens
            without scripts; from lg up main.scss shows its content and hides the summary. */}
        <details className="col-lg-3 filters-fold">
          <summary className="btn btn-outline-primary">
            <span className="filters-fold-closed">
              {panelHasFilters ? 'Show filters (some are on)' : 'Show filters'}
            </span>
            <span className="filters-fold-open">Hide filters</span>
          </summary>
          <aside className="mt-3 mt-lg-0">
            <FilterPanel filters={filters} />
          </aside>
        </details>
        <div className="col-lg-9">
          <search className="d-flex flex-column flex-md-row gap-3 align-items-md-end mb-3">
            <div className="flex-grow-1">
              <Field
                label="Search jobs"
                type="search"
                name="search"
                placeholder="Title, skill or company"
                defaultValue={filters.search}
              />
            </div>
            <div className="mb-3">
              <StatusSwitch value={filters.status} />
            </div>
          </search>

          {/* The cards' titles are h3: on phones the Filters h2 is folded away, and h1 -> h3 would skip a level. */}
          <h2 className="visually-hidden">Job results</h2>
          <div data-job-results>
            {/* A list opened at a later page (an old link, or 'Load more' followed as a link). */}
            {startPage > 1 && (
              <p className="small">
                <Link to={paths.jobs.href(filtersToParams(filters))}>Show the first jobs</Link>
              </p>
            )}
            <QueryState query={jobs} loading="Loading jobs..." error="Failed to fetch jobs.">
              {() =>
                listed.length === 0 && !jobs.hasNextPage ? (
                  <div className="py-4">
                    <p className="text-body-secondary">No jobs available at the moment.</p>
                    {/* After a typo or a forgotten filter, an empty list is not an empty site: say what
                      narrowed it, and one tap on a link clears it all. */}
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
                      {page === undefined ? null : `${jobCountText(page.count, page.count_is_estimate === true)} found`}
                    </p>
                    <ul className="row g-3 list-unstyled" data-job-list>
                      {listed.map((job) => (
                        <li key={job.id} className="col-md-6">
                          <JobCard job={job} />
                        </li>
                      ))}
                    </ul>
                    {jobs.hasNextPage && (
                      // A link to the next page's address, which the server renders (from that page, with a
                      // way back to the first); the page script adds that page's jobs to this list instead.
                      <div className="text-center mt-4" data-load-more>
                        <a
                          className="btn btn-outline-primary"
                          href={paths.jobs.href(nextPageParams(filters, startPage + 1))}
                        >
                          Load more
                        </a>
                      </div>
                    )}
                  </>
                )
              }
            </QueryState>
          </div>
        </div>
      </form>
      <SaveJobForm />
    </>
  );
}
