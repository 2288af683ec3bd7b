import { STAFF_AUDIT_PAGE_SIZE } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffAuditQueryOptions } from '../../api/staff';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { AuditEntry } from './components/audit-entry';
import { type AuditFilterValues, AuditFilters } from './components/audit-filters';
import { PageStepper } from './components/page-stepper';

/** /staff/audit: every staff action, newest first, filtered and paginated. */
export default function StaffAuditScreen() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const audit = useQuery(staffAuditQueryOptions({ ...filters, page }));
  const applyFilters = (values: AuditFilterValues) => {
    setFilters(values);
    setPage(1);
  };
  return (
    <>
      <ScreenTitle text="Audit log" className="h3 mb-3" />
      <AuditFilters onApply={applyFilters} />
      <QueryState
        query={audit}
        loading="Loading the audit log..."
        error="Failed to load the audit log. Please try again."
      >
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title="No staff actions" message="Nothing matches these filters yet." />
          ) : (
            <>
              <p className="small text-body-secondary">
                {data.count} {data.count === 1 ? 'action' : 'actions'}, newest first
              </p>
              <ul className="list-group" aria-label="Staff actions">
                {data.results.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </ul>
              <PageStepper
                page={page}
                pages={Math.ceil(data.count / STAFF_AUDIT_PAGE_SIZE)}
                onPage={setPage}
                label="Audit log pages"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
