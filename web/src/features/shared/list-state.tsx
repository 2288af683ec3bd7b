import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import type { QueryLike } from '../../lib/query-result';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';

type ListStateProps<Item> = {
  query: QueryLike<Item[]>;
  /** While loading: "Loading your applications...". */
  loading: string;
  /** On failure, when the server's answer has no detail of its own (spec section 8's words). */
  failed: string;
  /** The empty list's words; its next step is always Browse Jobs. */
  empty: string;
  children: (items: Item[]) => ReactNode;
};

/**
 * A job seeker's own list (applications, saved jobs, alerts): loading, the server's detail or the
 * spec's failure words, and an empty list that sends them to the jobs; else the list itself.
 */
export function ListState<Item>({ query, loading, failed, empty, children }: ListStateProps<Item>) {
  return (
    <QueryState query={query} loading={loading} error={(error) => errorDetail(error) ?? failed}>
      {(items) =>
        items.length === 0 ? (
          <EmptyState
            title={empty}
            action={
              <Link className="btn btn-primary" to={paths.jobs.href()}>
                Browse Jobs
              </Link>
            }
          />
        ) : (
          children(items)
        )
      }
    </QueryState>
  );
}

/** A job seeker's list screen: its title, anything above the list (`above`), then the list's states. */
export function ListScreen<Item>({
  title,
  above,
  ...list
}: ListStateProps<Item> & { title: string; above?: ReactNode }) {
  return (
    <>
      <ScreenTitle text={title} className="mb-4" />
      {above}
      <ListState {...list} />
    </>
  );
}
