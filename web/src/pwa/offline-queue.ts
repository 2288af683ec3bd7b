import { ApiError, api, NetworkError } from '../lib/api-client';
import { readStoredJson, writeStored } from '../lib/storage';
import { deliveryRound, type QueuedAnswer } from './deliveries';
import {
  type Delivery,
  deliveryOf,
  isQueuedRequest,
  KEPT_REQUESTS_KEY,
  type KeptRequest,
  type QueuedMethod,
} from './worker-messages';

/** The app's side of the requests kept offline (worker-messages.ts KEPT_REQUESTS_KEY). */
export { KEPT_REQUESTS_KEY };

function readKept(): KeptRequest[] {
  const stored = readStoredJson(KEPT_REQUESTS_KEY);
  if (!Array.isArray(stored)) return [];
  return (
    stored
      .filter((entry) => typeof entry === 'object' && entry !== null && typeof entry.path === 'string')
      // Kept before removals were queued too: those were all POSTs.
      .map((entry: Omit<KeptRequest, 'method'> & { method?: unknown }) => ({
        ...entry,
        method: entry.method === 'DELETE' ? 'DELETE' : 'POST',
      }))
  );
}

const writeKept = (entries: KeptRequest[]) => writeStored(KEPT_REQUESTS_KEY, JSON.stringify(entries));

export const hasKeptRequests = (): boolean => readKept().length > 0;

/**
 * Sends the request, or says how it will be sent later: the service worker answers 202 when
 * Background Sync took it; a network failure (no answer at all) keeps it here. A timeout is not kept:
 * the server may have it. A queued answer names the round of deliveries that will tell what became of
 * it (deliveries.ts). One request is kept per address, the latest: a job saved and then taken off
 * again while offline is sent as the removal alone (the worker's queue keeps both, in order).
 */
export async function sendOrQueue<T>(method: QueuedMethod, path: string, body?: unknown): Promise<T | QueuedAnswer> {
  const round = deliveryRound();
  try {
    const answer = await api.request<T>(method, path, { body });
    return isQueuedRequest(answer) ? { queued: 'background-sync', path, round } : answer;
  } catch (error) {
    if (!(error instanceof NetworkError) || error.timedOut) throw error;
    writeKept([...readKept().filter((entry) => entry.path !== path), { method, path, body, keptAt: Date.now() }]);
    return { queued: 'next-online', path, round };
  }
}

/** Delivered (an answer from the server), 'handed-over' to Background Sync, or 'kept' for later. */
type Outcome = Delivery | 'handed-over' | 'kept';

async function resend(entry: KeptRequest): Promise<Outcome> {
  try {
    const answer = await api.request(entry.method, entry.path, { body: entry.body, redirectOnUnauthorized: false });
    // Offline again, and the service worker's Background Sync took it over.
    return isQueuedRequest(answer) ? 'handed-over' : deliveryOf(entry.method, entry.path, 200, answer);
  } catch (error) {
    return error instanceof ApiError ? deliveryOf(entry.method, entry.path, error.status, error.data) : 'kept';
  }
}

let sending: Promise<Delivery[]> | null = null;

/**
 * Sends the kept requests; any answer from the server settles one (a refusal such as 'already
 * applied' will not change by trying again), a network failure keeps it. Returns those that reached
 * the server. Calls made while a round is running join it, so nothing is sent twice.
 */
export function sendKeptRequests(): Promise<Delivery[]> {
  sending ??= (async () => {
    const delivered: Delivery[] = [];
    for (const entry of readKept()) {
      const outcome = await resend(entry);
      if (outcome === 'kept') continue;
      if (outcome !== 'handed-over') delivered.push(outcome);
      writeKept(readKept().filter((kept) => kept.path !== entry.path));
    }
    return delivered;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
