import { ApiError, api, NetworkError } from '../lib/api-client';
import { hasKeptRequests, keepRequest, type ResendOutcome, sendKeptRequests } from './kept-requests';
import {
  deliveryOf,
  isQueuedRequest,
  type KeptRequest,
  type QueuedMethod,
  type QueuedRequest,
} from './worker-messages';

/** The app's side of the requests kept offline (kept-requests.ts). */
export { hasKeptRequests };

/**
 * Sends the request, or says how it will be sent later: the service worker answers 202 when
 * Background Sync took it; a network failure (no answer at all) keeps it here. A timeout is not kept:
 * the server may have it.
 */
export async function sendOrQueue<T>(method: QueuedMethod, path: string, body?: unknown): Promise<T | QueuedRequest> {
  try {
    const answer = await api.request<T>(method, path, { body });
    return isQueuedRequest(answer) ? { queued: 'background-sync' } : answer;
  } catch (error) {
    if (!(error instanceof NetworkError) || error.timedOut) throw error;
    keepRequest(method, path, body);
    return { queued: 'next-online' };
  }
}

async function resend(entry: KeptRequest): Promise<ResendOutcome> {
  try {
    const answer = await api.request(entry.method, entry.path, { body: entry.body, redirectOnUnauthorized: false });
    // Offline again, and the service worker's Background Sync took it over.
    return isQueuedRequest(answer) ? 'handed-over' : deliveryOf(entry.method, entry.path, 200, answer);
  } catch (error) {
    return error instanceof ApiError ? deliveryOf(entry.method, entry.path, error.status, error.data) : 'kept';
  }
}

/** Sends the kept requests through the API client (kept-requests.ts). */
export const sendKeptWithApi = () => sendKeptRequests(resend);
