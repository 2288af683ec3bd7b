import { ApiError, api, NetworkError } from '../lib/api-client';
import { readStoredJson, writeStored } from '../lib/storage';
import { isQueuedRequest, type QueuedRequest } from './worker-messages';

/**
 * Requests made offline in a browser without Background Sync (or before the service worker took
 * control): kept in local storage and sent again on the next 'online' event or visit. Logout clears
 * local storage, so nobody sends another person's application.
 */
export const KEPT_REQUESTS_KEY = 'offline_requests';

type KeptRequest = { path: string; body: unknown; keptAt: number };

function readKept(): KeptRequest[] {
  const stored = readStoredJson(KEPT_REQUESTS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is KeptRequest => typeof entry === 'object' && entry !== null && typeof entry.path === 'string',
  );
}

const writeKept = (entries: KeptRequest[]) => writeStored(KEPT_REQUESTS_KEY, JSON.stringify(entries));

export const hasKeptRequests = (): boolean => readKept().length > 0;

/**
 * POST, or say how it will be sent later: the service worker answers 202 when Background Sync took it;
 * a network failure (no answer at all) keeps it here. A timeout is not kept: the server may have it.
 */
export async function postOrQueue<T>(path: string, body: unknown): Promise<T | QueuedRequest> {
  try {
    const answer = await api.post<T | QueuedRequest>(path, body);
    return isQueuedRequest(answer) ? { queued: 'background-sync' } : answer;
  } catch (error) {
    if (!(error instanceof NetworkError) || error.timedOut) throw error;
    writeKept([...readKept().filter((entry) => entry.path !== path), { path, body, keptAt: Date.now() }]);
    return { queued: 'next-online' };
  }
}

type Outcome = 'sent' | 'handed-over' | 'refused' | 'kept';

async function resend(entry: KeptRequest): Promise<Outcome> {
  try {
    const answer = await api.post(entry.path, entry.body, { redirectOnUnauthorized: false });
    // Offline again, and the service worker's Background Sync took it over.
    return isQueuedRequest(answer) ? 'handed-over' : 'sent';
  } catch (error) {
    return error instanceof ApiError ? 'refused' : 'kept';
  }
}

let sending: Promise<number> | null = null;

/**
 * Sends the kept requests; any answer from the server settles one (a refusal such as 'already
 * applied' will not change by trying again), a network failure keeps it. Returns how many reached
 * the server. Calls made while a round is running join it, so nothing is sent twice.
 */
export function sendKeptRequests(): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    for (const entry of readKept()) {
      const outcome = await resend(entry);
      if (outcome === 'kept') continue;
      if (outcome === 'sent') sent += 1;
      writeKept(readKept().filter((kept) => kept.path !== entry.path));
    }
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
