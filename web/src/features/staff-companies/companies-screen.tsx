import { type StaffCompany, staffCompanyFilters, staffCompanyListQuerySchema } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { staffCompaniesQueryOptions } from '../../api/staff-companies';
import { useListQuery, WeekFilterNotice } from '../../components/staff/week-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedTable } from '../../components/ui/paged-table';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { ScreenTitle } from '../../components/ui/screen-title';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/dates';
import { type CompanyAction, useCompanyAction } from './api/company-actions';

const FILTER_LABEL: Record<(typeof staffCompanyFilters)[number], string> = {
  verified: 'Verified',
  unverified: 'Not verified',
  suspended: 'Suspended',
};
const filterOptions = staffCompanyFilters.map((value) => ({ value, label: FILTER_LABEL[value] }));

const DONE: Record<CompanyAction['kind'], (name: string, action: CompanyAction) => string> = {
  verification: (name, action) =>
    action.kind === 'verification' && action.verified
      ? `${name} is a verified employer.`
      : `${name} is no longer verified.`,
  suspend: (name) => `${name} is suspended; its jobs are hidden.`,
  unsuspend: (name) => `${name} is no longer suspended; its jobs are back.`,
};

/** /staff/companies?search=&filter=&from=&to=: find a company, verify it (staff saw its registration), suspend or restore it. */
export default function StaffCompaniesScreen() {
  const [query, change] = useListQuery(staffCompanyListQuerySchema);
  const companies = useQuery(staffCompaniesQueryOptions(query));
  const action = useCompanyAction();
  const toast = useToast();
  const [suspending, setSuspending] = useState<StaffCompany | null>(null);

  const run = (company: StaffCompany, next: CompanyAction, after?: () => void) =>
    action.mutate(next, {
      onSuccess: () => {
        after?.();
        toast(DONE[next.kind](company.name, next));
      },
      onError: (failure) =>
        toast(errorDetail(failure) ?? 'That did not work. Please try again.', { variant: 'danger' }),
    });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({ search: String(form.get('search') ?? '').trim(), filter: String(form.get('filter') ?? ''), page: '' });
  };

  return (
    <>
      <ScreenTitle text="Companies" className="h3 mb-3" />
      <form key={`${query.search}|${query.filter}`} onSubmit={search} className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-5">
          <label htmlFor="company-search" className="form-label">
            Name or owner e-mail
          </label>
          <input
            id="company-search"
            name="search"
            type="search"
            className="form-control"
            maxLength={100}
            defaultValue={query.search}
          />
        </div>
        <SelectField
          id="company-filter"
          label="Show"
          name="filter"
          defaultValue={query.filter ?? ''}
          spacing=""
          className="col-12 col-md-4"
          options={filterOptions}
        >
          <option value="">All companies</option>
        </SelectField>
        <div className="col-12 col-md-3">
          <button type="submit" className="btn btn-primary w-100">
            Search
          </button>
        </div>
      </form>
      <WeekFilterNotice filter={query} what="the companies that joined" />
      <PagedTable
        query={companies}
        loading="Loading companies..."
        error="Failed to load companies. Please try again."
        empty={<EmptyState title="No companies found." message="Try another name or e-mail." />}
        pagesLabel="Company pages"
        noun="companies"
        onStep={(step) => change({ page: String(query.page + step) })}
        table={{
          rowKey: (company) => company.id,
          title: {
            heading: 'Company',
            cell: (company) =>
              company.suspended_at ? (
                company.name
              ) : (
                <Link to={paths.companyPublic.href(company.id)}>{company.name}</Link>
              ),
          },
          columns: [
            { heading: 'Owner', cell: (company) => company.owner_email },
            { heading: 'Location', cell: (company) => company.location },
            { heading: 'Joined', cell: (company) => formatDate(company.created_at) },
            { heading: 'Jobs', cell: (company) => String(company.job_count) },
            {
              heading: 'Standing',
              cell: (company) => (
                <>
                  {company.verified_at && <span className="badge text-bg-success me-1">Verified</span>}
                  {company.suspended_at ? (
                    <span className="d-block">
                      <span className="badge text-bg-danger me-1">Suspended</span>
                      <span className="small">{company.suspension_reason}</span>
                    </span>
                  ) : null}
                  {!company.verified_at && !company.suspended_at && 'Not verified'}
                </>
              ),
            },
          ],
          actions: {
            heading: 'Actions',
            cell: (company) => (
              <>
                <button
                  type="button"
                  className={`btn btn-sm me-2 ${company.verified_at ? 'btn-outline-secondary' : 'btn-success'}`}
                  disabled={action.isPending}
                  aria-label={`${company.verified_at ? 'Remove the badge of' : 'Verify'} ${company.name}`}
                  onClick={() => run(company, { kind: 'verification', id: company.id, verified: !company.verified_at })}
                >
                  {company.verified_at ? 'Remove badge' : 'Verify'}
                </button>
                <button
                  type="button"
                  className={`btn btn-sm ${company.suspended_at ? 'btn-outline-primary' : 'btn-outline-danger'}`}
                  aria-label={`${company.suspended_at ? 'Lift the suspension of' : 'Suspend'} ${company.name}`}
                  onClick={() => setSuspending(company)}
                >
                  {company.suspended_at ? 'Lift suspension' : 'Suspend'}
                </button>
              </>
            ),
          },
        }}
      />
      <ReasonDialog
        key={suspending?.id ?? 0}
        open={suspending !== null}
        title={
          suspending?.suspended_at ? `Lift the suspension of ${suspending.name}` : `Suspend ${suspending?.name ?? ''}`
        }
        reasonLabel={suspending?.suspended_at ? 'Reason' : 'Reason (the company sees it)'}
        confirmLabel={suspending?.suspended_at ? 'Lift suspension' : 'Suspend company'}
        pending={action.isPending}
        onConfirm={(reason) =>
          suspending &&
          run(suspending, { kind: suspending.suspended_at ? 'unsuspend' : 'suspend', id: suspending.id, reason }, () =>
            setSuspending(null),
          )
        }
        onCancel={() => setSuspending(null)}
      >
        <p>
          {suspending?.suspended_at
            ? 'Its jobs come back to the public lists and it can post again.'
            : 'Its jobs leave every public list and page, and it cannot post until the suspension is lifted.'}
        </p>
      </ReasonDialog>
    </>
  );
}
