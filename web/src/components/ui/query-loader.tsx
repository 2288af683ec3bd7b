import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { QueryState, type QueryStateProps } from './query-state';

type QueryLoaderProps<TQueryFnData, TData, TQueryKey extends QueryKey> = Omit<QueryStateProps<TData>, 'query'> & {
  /** The read, from its resource's queryOptions in web/src/api/. */
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
};

/**
 * QueryState for a read that only it shows: it runs the read itself, so a screen that checks its
 * address first (an id that is no number) renders it after the check, where it could not call the hook.
 */
export function QueryLoader<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>({
  options,
  ...state
}: QueryLoaderProps<TQueryFnData, TData, TQueryKey>) {
  return <QueryState query={useQuery(options)} {...state} />;
}
