import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import type { QueryLike } from '../../lib/query-result';
import { NOT_KEPT_OFFLINE } from '../../pwa/offline-messages';
import { Spinner } from './spinner';

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** While loading: a spinner with this label, centred; or any placeholder (a skeleton, a line of text). */
  loading: ReactNode;
  /** On failure: the spec's words, in a danger alert; a function gets the error. An element is shown as it is. */
  error: ReactNode | ((error: unknown) => ReactNode);
  /** For a 404 (no such record): these words instead, the same way. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A query's three states in one place, so every screen says "loading", "failed" and "not found" the
 * same way: plain words get the standard markup, anything else is the screen's own. Offline, with
 * nothing kept to answer, it says so at once instead of loading until the network is back.
 */
export function QueryState<T>({ query, loading, error, notFound, children }: QueryStateProps<T>) {
  if (query.status === 'success') return children(query.data);
  if (query.status === 'pending') {
    if (query.fetchStatus === 'paused')
      return (
        <div className="alert alert-info" role="status">
          {NOT_KEPT_OFFLINE}
        </div>
      );
    if (typeof loading !== 'string') return loading;
    return (
      <div className="text-center py-5">
        <Spinner label={loading} />
      </div>
    );
  }
  const missing = notFound !== undefined && query.error instanceof ApiError && query.error.status === 404;
  const message = missing ? notFound : typeof error === 'function' ? error(query.error) : error;
  if (typeof message !== 'string') return message;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
