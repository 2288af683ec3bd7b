import { experienceLevelLabels, experienceLevels, jobTypeLabels, jobTypes, payPeriods } from '@lj/contract/choices';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useCallback } from 'react';
import { Link } from 'react-router';
import { companyOptionsQueryOptions } from '../../../api/companies';
import { industriesQueryOptions } from '../../../api/industries';
import { jobLocationsQueryOptions } from '../../../api/jobs';
import { paths } from '../../../config/paths';
import { industryFilterOptions } from '../../../lib/industry-rules';
import { useAppRunning } from '../../../lib/use-app-running';
import {
  type DatePosted,
  emptyFilters,
  filtersToParams,
  hasFilters,
  type JobFilters,
  parseSalaryRange,
  type RemoteFilter,
} from '../job-filters';
import { CheckList } from './check-list';
import { DebouncedTextField } from './debounced-text-field';
import { FilterSelect } from './filter-select';
import { useShownValue } from '../use-shown-value';

const datePostedOptions: ReadonlyArray<{ value: DatePosted; label: string }> = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '3d', label: 'Last 3 days' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];
const payPeriodOptions = payPeriods.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
const experienceOptions = experienceLevels.map((value) => ({ value, label: experienceLevelLabels[value] }));
const jobTypeOptions = jobTypes.map((value) => ({ value, label: jobTypeLabels[value] }));
const remoteOptions: ReadonlyArray<{ value: Exclude<RemoteFilter, ''>; label: string }> = [
  { value: 'true', label: 'Remote only' },
  { value: 'false', label: 'On-site only' },
];

/** A field half a row wide on a phone, the whole narrow panel beside the list on a wide screen. */
const HALF = 'col-6 col-lg-12';

const validateSalary = (text: string) =>
  parseSalaryRange(text) ? null : 'Enter the salary as min-max, for example 300-800.';

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The filters chosen with one select. */
type SelectFilter = 'location' | 'date_posted' | 'pay_period' | 'experience_level' | 'remote';

export type FilterPanelProps = {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  /** How many jobs the list holds with these filters ("23 jobs"), once known. */
  resultCount?: string | undefined;
};

/**
 * On a phone the panel is folded in a <details> (jobs-screen.tsx) over the list: its button, with the
 * app, also folds it and brings the list's top into view. Where the fold's summary is hidden (wide
 * screens: the panel stands beside the list) nothing folds.
 */
function foldPanel(event: MouseEvent<HTMLButtonElement>) {
  const fold = event.currentTarget.closest('details');
  const summary = fold?.querySelector('summary');
  if (!fold || !summary || getComputedStyle(summary).display === 'none') return;
  fold.open = false;
  summary.scrollIntoView({ block: 'start' });
}

/**
 * Spec section 2: every filter of the job list except the search box and the status switch. Its
 * fields belong to the list's GET form (jobs-screen.tsx): before the app has started, 'Apply filters'
 * sends them; once it runs, each change applies at once.
 */
export function FilterPanel({ filters, onChange, resultCount }: FilterPanelProps) {
  const running = useAppRunning();
  const locations = useQuery(jobLocationsQueryOptions());
  const companies = useQuery(companyOptionsQueryOptions());
  // The industries page's list, de-duplicated and trimmed for the filter as spec section 2 says.
  const industries = useQuery({ ...industriesQueryOptions(), select: industryFilterOptions });
  // Each change shows at once and the next one builds on it, before the address has caught up.
  const [shown, setShown] = useShownValue(filters);
  const set = useCallback(
    <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => {
      const next = { ...shown, [key]: value };
      setShown(next);
      onChange(next);
    },
    [shown, setShown, onChange],
  );
  // Stable while the filters are: the field's pause before committing starts again when it changes.
  const commitSalary = useCallback((salary: string) => set('salary', salary), [set]);
  // A select's options come from its own list, so the text it gives back is one of the filter's values.
  const select = <K extends SelectFilter>(key: K) => ({
    name: key,
    value: shown[key],
    onChange: (value: string) => set(key, value as JobFilters[K]),
  });
  const checks = <K extends 'job_type' | 'company' | 'industry'>(key: K) => ({
    name: key,
    selected: shown[key],
    onChange: (value: JobFilters[K]) => set(key, value),
  });
  const locationOptions = (locations.data?.locations ?? []).map((value) => ({ value, label: value }));
  const companyOptions = (companies.data?.results ?? []).map((company) => ({ value: company.id, label: company.name }));
  const industryOptions = (industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }));
  const pairedSelects: ReadonlyArray<{ filter: SelectFilter; label: string; anyLabel: string; options: Options }> = [
    { filter: 'location', label: 'Location', anyLabel: 'Any location', options: locationOptions },
    { filter: 'date_posted', label: 'Date posted', anyLabel: 'Any time', options: datePostedOptions },
    { filter: 'pay_period', label: 'Pay period', anyLabel: 'Any pay period', options: payPeriodOptions },
    { filter: 'experience_level', label: 'Experience level', anyLabel: 'Any level', options: experienceOptions },
  ];

  return (
    <section aria-labelledby="filters-heading" className="card card-body mb-4">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 id="filters-heading" className="h5 mb-0">
          Filters
        </h2>
        {hasFilters({ ...filters, search: '', status: 'all' }) && (
          // A link: the same list without the panel's filters, with the app or without it.
          <Link
            className="btn btn-link btn-sm px-0"
            to={paths.jobs.href(filtersToParams({ ...emptyFilters, search: filters.search, status: filters.status }))}
          >
            Clear filters
          </Link>
        )}
      </div>
      {/* Two fields a row on a phone, one beside the list on a wide screen: the unfolded panel stays short. */}
      <div className="row gx-2">
        {pairedSelects.map(({ filter, ...shown }) => (
          <FilterSelect key={filter} className={HALF} {...shown} {...select(filter)} />
        ))}
      </div>
      <CheckList legend="Job type" twoColumns options={jobTypeOptions} {...checks('job_type')} />
      <div className="row gx-2">
        <div className={HALF}>
          <DebouncedTextField
            label="Salary range"
            inputMode="numeric"
            placeholder="min-max"
            hint="For example 300-800"
            name="salary"
            value={shown.salary}
            validate={validateSalary}
            onCommit={commitSalary}
          />
        </div>
        <FilterSelect
          className={HALF}
          label="Remote"
          anyLabel="Remote or on-site"
          options={remoteOptions}
          {...select('remote')}
        />
      </div>
      <CheckList
        legend="Company"
        items={{ one: 'company', many: 'companies' }}
        options={companyOptions}
        {...checks('company')}
      />
      <CheckList
        legend="Industry"
        items={{ one: 'industry', many: 'industries' }}
        options={industryOptions}
        {...checks('industry')}
      />
      {/* Before the app starts it sends the form (the count would not follow the boxes ticked yet); with
          the app each change applies at once, and the button says what the list now holds. */}
      <div className="filters-apply">
        <button type="submit" className="btn btn-primary w-100" onClick={running ? foldPanel : undefined}>
          {running && resultCount ? `Show ${resultCount.replace(/^About/, 'about')}` : 'Apply filters'}
        </button>
      </div>
    </section>
  );
}
