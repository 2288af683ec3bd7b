import type { Alert, AlertCreateInput, AlertUpdateInput } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

export const alertKeys = {
  all: ['alerts'] as const,
  mine: () => [...alertKeys.all, 'mine'] as const,
};

/** GET /accounts/api/alerts/: the signed-in seeker's job alerts, newest first. */
export const getAlerts = (signal?: AbortSignal) => api.get<Alert[]>('/accounts/api/alerts/', { signal });

export const alertsQueryOptions = () => readQuery(alertKeys.mine(), getAlerts, { staleTime: 0 });

export const createAlert = (input: AlertCreateInput): Promise<Alert> => api.post<Alert>('/accounts/api/alerts/', input);

export const updateAlert = (id: number, input: AlertUpdateInput): Promise<Alert> =>
  api.patch<Alert>(`/accounts/api/alerts/${id}/`, input);

export const deleteAlert = (id: number): Promise<void> => api.delete<void>(`/accounts/api/alerts/${id}/`);
