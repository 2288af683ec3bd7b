import type { BookkeepingMonthsResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookkeepingKeys } from './query-keys';

/** GET /api/companies/bookkeeping/months/: the months the company has already submitted. */
export const getBookkeepingMonths = (signal?: AbortSignal): Promise<BookkeepingMonthsResponse> =>
  api.get<BookkeepingMonthsResponse>('/api/companies/bookkeeping/months/', { signal });

export const bookkeepingMonthsQueryOptions = () =>
  queryOptions({ queryKey: bookkeepingKeys.months, queryFn: ({ signal }) => getBookkeepingMonths(signal) });

export const useBookkeepingMonths = () => useQuery(bookkeepingMonthsQueryOptions());
