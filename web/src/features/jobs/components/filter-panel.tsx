import {
  currencies,
  experienceLevelLabels,
  experienceLevels,
  jobTypeLabels,
  jobTypes,
  liberianCounties,
  payPeriods,
} from '@lj/contract/choices';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companyOptionsQueryOptions } from '../../../api/companies';
import { industriesQueryOptions } from '../../../api/industries';
import { jobLocationsQueryOptions } from '../../../api/jobs';
import { paths } from '../../../config/paths';
import { industryFilterOptions } from '../../../lib/industry-rules';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import {
  type DatePosted,
  emptyFilters,
  filtersToParams,
  hasFilters,
  type JobFilters,
  type RemoteFilter,
} from '../job-filters';
import { CheckList } from './check-list';
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
const countyOptions = liberianCounties.map((value) => ({ value, label: value }));
const currencyOptions = currencies.map((value) => ({ value, label: value }));
const remoteOptions: ReadonlyArray<{ value: Exclude<RemoteFilter, ''>; label: string }> = [
  { value: 'true', label: 'Remote only' },
  { value: 'false', label: 'On-site only' },
];

/** A field half a row wide on a phone, the whole narrow panel beside the list on a wide screen. */
const HALF = 'col-6 col-lg-12';

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The filters chosen with one select. */
type SelectFilter = 'location' | 'county' | 'date_posted' | 'pay_period' | 'experience_level' | 'remote';

/**
 * Spec section 2: every filter of the job list except the search box and the status switch. Its
 * fields belong to the list's GET form (jobs-screen.tsx): 'Apply filters' sends them.
 */
export function FilterPanel({ filters }: { filters: JobFilters }) {
  const locations = useQuery(jobLocationsQueryOptions());
  const companies = useQuery(companyOptionsQueryOptions());
  // The industries page's list, de-duplicated and trimmed for the filter as spec section 2 says.
  const industries = useQuery({ ...industriesQueryOptions(), select: industryFilterOptions });
  const select = (key: SelectFilter) => ({ name: key, value: filters[key] });
  const checks = <K extends 'job_type' | 'company' | 'industry'>(key: K) => ({ name: key, selected: filters[key] });
  const locationOptions = (locations.data?.locations ?? []).map((value) => ({ value, label: value }));
  const companyOptions = (companies.data?.results ?? []).map((company) => ({ value: company.id, label: company.name }));
  const industryOptions = (industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }));
  const pairedSelects: ReadonlyArray<{ filter: SelectFilter; label: string; anyLabel: string; options: Options }> = [
    { filter: 'location', label: 'Location', anyLabel: 'Any location', options: locationOptions },
    // Beside the town: every job of the county, named in its location or by its town alone.
    { filter: 'county', label: 'County', anyLabel: 'Any county', options: countyOptions },
    { filter: 'date_posted', label: 'Date posted', anyLabel: 'Any time', options: datePostedOptions },
    { filter: 'pay_period', label: 'Pay period', anyLabel: 'Any pay period', options: payPeriodOptions },
    { filter: 'experience_level', label: 'Experience level', anyLabel: 'Any level', options: experienceOptions },
    { filter: 'remote', label: 'Remote', anyLabel: 'Remote or on-site', options: remoteOptions },
  ];

  return (
    <section aria-labelledby="filters-heading" className="card card-body mb-4">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 id="filters-heading" className="h5 mb-0">
          Filters
        </h2>
        {hasFilters({ ...filters, search: '', status: 'active' }) && (
          // A link: the same list without the panel's filters.
          // The status chosen in place since follows it (pages/jobs-form.ts).
          <Link
            className="btn btn-link btn-sm px-0"
            data-keeps-status
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
          <Field
            label="Salary range"
            inputMode="numeric"
            placeholder="min-max"
            hint="For example 300-800"
            name="salary"
            defaultValue={filters.salary}
          />
        </div>
        {/* The range's currency: like with like, USD with USD. Without a range it says nothing, and the
            page script leaves it out of the address (pages/jobs-form.ts). */}
        <SelectField
          className={HALF}
          label="Currency"
          name="salary_currency"
          data-with="salary"
          defaultValue={filters.salary_currency}
          options={currencyOptions}
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
      <div className="filters-apply">
        <button type="submit" className="btn btn-primary w-100">
          Apply filters
        </button>
      </div>
    </section>
  );
}
