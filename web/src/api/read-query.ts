import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/** What a read may set beside its key and fetcher. */
type ReadOptions = {
  staleTime?: number;
  gcTime?: number;
  retry?: false;
  enabled?: boolean;
  placeholderData?: typeof keepPreviousData;
};

/**
 * The query options of one read: its key from the resource's key factory and its fetcher, handed the
 * query's abort signal so a screen that goes away cancels its request.
 */
export const readQuery = <T, K extends QueryKey>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
  options: ReadOptions = {},
) => queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), ...options });

/** A numbered page of a list: the page shown stays on screen while the next one loads. */
export const pagedQuery = <T, K extends QueryKey>(queryKey: K, read: (signal: AbortSignal) => Promise<T>) =>
  readQuery(queryKey, read, { placeholderData: keepPreviousData });
