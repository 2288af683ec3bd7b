import type { MyApplication } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query key of the applications feature. */
export const applicationKeys = {
  all: ['my-applications'] as const,
  mine: () => [...applicationKeys.all, 'list'] as const,
};

export const getMyApplications = (signal?: AbortSignal): Promise<MyApplication[]> =>
  api.get<MyApplication[]>('/accounts/api/my-applications/', { signal });

/** Always re-read when a screen shows it: an application made a moment ago must be there. */
export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: ({ signal }) => getMyApplications(signal), staleTime: 0 });

export const useMyApplications = () => useQuery(myApplicationsQueryOptions());
