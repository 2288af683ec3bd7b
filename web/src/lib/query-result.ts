/**
 * What a screen reads of a query to choose between loading, failure and data: the results of
 * useQuery and useInfiniteQuery both fit (components/ui/query-state.tsx). `fetchStatus` 'paused':
 * offline, waiting for the network (nothing kept answered).
 */
export type QueryLike<T> = ({ status: 'success'; data: T } | { status: 'pending' | 'error'; error: unknown }) & {
  fetchStatus?: 'fetching' | 'paused' | 'idle';
};

/**
 * Several queries as one, for a screen that needs them all: loading while any is, failed when any
 * failed (with the first failure, in the order given), else their data in that order.
 */
export function combineQueries<T extends unknown[]>(...queries: { [K in keyof T]: QueryLike<T[K]> }): QueryLike<T> {
  const all: ReadonlyArray<QueryLike<unknown>> = queries;
  const loading = all.filter((query) => query.status === 'pending');
  if (loading.some((query) => query.fetchStatus === 'paused'))
    return { status: 'pending', error: null, fetchStatus: 'paused' };
  if (loading.length > 0) return { status: 'pending', error: null };
  for (const query of all) if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'success', data: all.map((query) => (query.status === 'success' ? query.data : undefined)) as T };
}
