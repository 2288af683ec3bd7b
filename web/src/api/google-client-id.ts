import type { googleClientIdResponseSchema } from '@lj/contract';
import type { z } from 'zod';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';
import { GOOGLE_CLIENT_ID_KEY, readStored, writeStored } from '../lib/storage';

export type GoogleClientIdResponse = z.infer<typeof googleClientIdResponseSchema>;

/** The query key of Google sign-in's client id (apart from auth.ts, which the entry script loads). */
export const googleClientIdKeys = {
  all: ['google-client-id'] as const,
};

/** GET /accounts/api/public/google-client-id/, remembered in local storage (spec section 7: cached locally). */
export async function getGoogleClientId(signal?: AbortSignal): Promise<GoogleClientIdResponse> {
  const cached = readStored(GOOGLE_CLIENT_ID_KEY);
  if (cached) return { google_client_id: cached };
  const answer = await api.get<GoogleClientIdResponse>('/accounts/api/public/google-client-id/', { signal });
  if ('google_client_id' in answer && answer.google_client_id)
    writeStored(GOOGLE_CLIENT_ID_KEY, answer.google_client_id);
  return answer;
}

export const googleClientIdQueryOptions = () =>
  readQuery(googleClientIdKeys.all, getGoogleClientId, { staleTime: Number.POSITIVE_INFINITY, retry: false });
