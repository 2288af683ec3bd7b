import { experienceLevelLabels, experienceLevels, jobTypeLabels, jobTypes, payPeriods } from '@lj/contract/choices';
import { useCallback } from 'react';
import { useCompanyOptions } from '../api/get-company-options';
import { useIndustryOptions } from '../api/get-industry-options';
import { useJobLocations } from '../api/get-job-locations';
import {
  type DatePosted,
  emptyFilters,
  hasFilters,
  type JobFilters,
  parseSalaryRange,
  type RemoteFilter,
} from '../job-filters';
import { CheckList } from './check-list';
import { DebouncedTextField } from './debounced-text-field';
import { FilterSelect } from './filter-select';

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

const validateSalary = (text: string) =>
  parseSalaryRange(text) ? null : 'Enter the salary as min-max, for example 300-800.';

type FilterPanelProps = { filters: JobFilters; onChange: (filters: JobFilters) => void };

/** Spec section 2: every filter of the job list except the search box and the status switch. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const locations = useJobLocations();
  const companies = useCompanyOptions();
  const industries = useIndustryOptions();
  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => onChange({ ...filters, [key]: value });
  const commitSalary = useCallback((salary: string) => onChange({ ...filters, salary }), [filters, onChange]);

  return (
    <section aria-labelledby="filters-heading" className="card card-body mb-4">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 id="filters-heading" className="h5 mb-0">
          Filters
        </h2>
        {hasFilters({ ...filters, search: '', status: 'all' }) && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => onChange({ ...emptyFilters, search: filters.search, status: filters.status })}
          >
            Clear filters
          </button>
        )}
      </div>
      <FilterSelect
        label="Location"
        anyLabel="Any location"
        value={filters.location}
        options={(locations.data?.locations ?? []).map((value) => ({ value, label: value }))}
        onChange={(value) => set('location', value)}
      />
      <FilterSelect
        label="Date posted"
        anyLabel="Any time"
        value={filters.date_posted}
        options={datePostedOptions}
        onChange={(value) => set('date_posted', value as JobFilters['date_posted'])}
      />
      <FilterSelect
        label="Pay period"
        anyLabel="Any pay period"
        value={filters.pay_period}
        options={payPeriodOptions}
        onChange={(value) => set('pay_period', value as JobFilters['pay_period'])}
      />
      <CheckList
        legend="Job type"
        options={jobTypeOptions}
        selected={filters.job_type}
        onChange={(value) => set('job_type', value)}
      />
      <FilterSelect
        label="Experience level"
        anyLabel="Any level"
        value={filters.experience_level}
        options={experienceOptions}
        onChange={(value) => set('experience_level', value as JobFilters['experience_level'])}
      />
      <DebouncedTextField
        label="Salary range"
        inputMode="numeric"
        placeholder="min-max"
        hint="For example 300-800"
        value={filters.salary}
        validate={validateSalary}
        onCommit={commitSalary}
      />
      <FilterSelect
        label="Remote"
        anyLabel="Remote or on-site"
        value={filters.remote}
        options={remoteOptions}
        onChange={(value) => set('remote', value as RemoteFilter)}
      />
      <CheckList
        legend="Company"
        scroll
        options={(companies.data?.results ?? []).map((company) => ({ value: company.id, label: company.name }))}
        selected={filters.company}
        onChange={(value) => set('company', value)}
      />
      <CheckList
        legend="Industry"
        options={(industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }))}
        selected={filters.industry}
        onChange={(value) => set('industry', value)}
      />
    </section>
  );
}
