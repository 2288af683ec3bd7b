import type { BookkeepingMonthsResponse } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** Every query key of the company's bookkeeping. */
export const bookkeepingKeys = {
  all: ['bookkeeping'] as const,
  months: () => [...bookkeepingKeys.all, 'months'] as const,
};

/** GET /api/companies/bookkeeping/months/: the months the company has already submitted. */
export const getBookkeepingMonths = (signal?: AbortSignal) =>
  api.get<BookkeepingMonthsResponse>('/api/companies/bookkeeping/months/', { signal });

export const bookkeepingMonthsQueryOptions = () => readQuery(bookkeepingKeys.months(), getBookkeepingMonths);
