import type { ReactNode } from 'react';
import type { QueryLike } from '../../lib/query-result';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState } from './query-state';

/** A numbered page of a list as the server answers it (DRF style: server/src/lib/pagination.ts). */
type ListPage<Row> = { count: number; next: string | null; previous: string | null; results: readonly Row[] };

type PagedTableProps<Row> = {
  query: QueryLike<ListPage<Row>>;
  /** QueryState's words while loading and on failure. */
  loading: string;
  error: string;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  table: Omit<DataTableProps<Row>, 'rows'>;
  /** The page links' name for screen readers ("Company pages"), and what the count counts ("companies"). */
  pagesLabel: string;
  noun: string;
  /** Go one page back (-1) or on (1). */
  onStep: (step: -1 | 1) => void;
};

/** A staff list: its rows as a DataTable, or the empty state, then Previous, the count and Next. */
export function PagedTable<Row>({
  query,
  loading,
  error,
  empty,
  table,
  pagesLabel,
  noun,
  onStep,
}: PagedTableProps<Row>) {
  return (
    <QueryState query={query} loading={loading} error={error}>
      {(data) =>
        data.results.length === 0 ? (
          empty
        ) : (
          <>
            <DataTable rows={data.results} {...table} />
            <nav aria-label={pagesLabel} className="d-flex gap-2 justify-content-between">
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={!data.previous}
                onClick={() => onStep(-1)}
              >
                Previous
              </button>
              <span className="align-self-center small">
                {data.count} {noun}
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={!data.next}
                onClick={() => onStep(1)}
              >
                Next
              </button>
            </nav>
          </>
        )
      }
    </QueryState>
  );
}
