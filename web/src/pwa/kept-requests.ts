import { readStoredJson, writeStored } from '../lib/storage';
import { type Delivery, KEPT_REQUESTS_KEY, type KeptRequest, type QueuedMethod } from './worker-messages';

/**
 * The writes kept in local storage while offline (no Background Sync, no answer at all), one store
 * for the app (offline-queue.ts, through the API client) and the public pages' script
 * (pages/offline-writes.ts, through fetch): whichever runs first once online sends them.
 */
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

/**
 * One request is kept per address, the latest: a job saved and then taken off again while offline
 * is sent as the removal alone (the worker's queue keeps both, in order).
 */
export function keepRequest(method: QueuedMethod, path: string, body: unknown): void {
  writeKept([...readKept().filter((entry) => entry.path !== path), { method, path, body, keptAt: Date.now() }]);
}

export const hasKeptRequests = (): boolean => readKept().length > 0;

/** Delivered (an answer from the server), 'handed-over' to Background Sync, or 'kept' for later. */
export type ResendOutcome = Delivery | 'handed-over' | 'kept';

let sending: Promise<Delivery[]> | null = null;

/**
 * Sends the kept requests with `resend`; any answer from the server settles one (a refusal such as
 * 'already applied' will not change by trying again), a network failure keeps it. Returns those that
 * reached the server. Calls made while a round is running join it, so nothing is sent twice.
 */
export function sendKeptRequests(resend: (entry: KeptRequest) => Promise<ResendOutcome>): Promise<Delivery[]> {
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
