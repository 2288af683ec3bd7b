import type { googleClientIdResponseSchema } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { GOOGLE_CLIENT_ID_KEY, readStored, writeStored } from '../../../lib/storage';
import { authKeys } from './query-keys';

export type GoogleClientIdResponse = z.infer<typeof googleClientIdResponseSchema>;

/** The configured client id, remembered in local storage (spec section 7: cached locally). */
export async function getGoogleClientId(signal?: AbortSignal): Promise<GoogleClientIdResponse> {
  const cached = readStored(GOOGLE_CLIENT_ID_KEY);
  if (cached) return { google_client_id: cached };
  const answer = await api.get<GoogleClientIdResponse>('/accounts/api/public/google-client-id/', { signal });
  if ('google_client_id' in answer && answer.google_client_id)
    writeStored(GOOGLE_CLIENT_ID_KEY, answer.google_client_id);
  return answer;
}

export const googleClientIdQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.googleClientId,
    queryFn: ({ signal }) => getGoogleClientId(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useGoogleClientId = () => useQuery(googleClientIdQueryOptions());
