/**
 * What a screen reads of a query to choose between loading, failure and data: the results of
 * useQuery and useInfiniteQuery both fit (components/ui/query-state.tsx).
 */
export type QueryLike<T> = { status: 'success'; data: T } | { status: 'pending' | 'error'; error: unknown };

/**
 * Several queries as one, for a screen that needs them all: loading while any is, failed when any
 * failed (with the first failure, in the order given), else their data in that order.
 */
export function combineQueries<T extends unknown[]>(...queries: { [K in keyof T]: QueryLike<T[K]> }): QueryLike<T> {
  const all: ReadonlyArray<QueryLike<unknown>> = queries;
  if (all.some((query) => query.status === 'pending')) return { status: 'pending', error: null };
  for (const query of all) if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'success', data: all.map((query) => (query.status === 'success' ? query.data : undefined)) as T };
}
