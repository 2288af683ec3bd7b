import type { Delivery } from './worker-messages';

/**
 * Requests queued offline that have since reached the server (sent by this page's offline queue or
 * by the worker's Background Sync): the app tells the visitor and reads again what changed
 * (use-offline-deliveries.ts).
 */

const listeners = new Set<(deliveries: Delivery[]) => void>();

/** Tells the listeners of a round of deliveries. */
export function announceDeliveries(deliveries: Delivery[]): void {
  if (deliveries.length === 0) return;
  for (const listener of listeners) listener(deliveries);
}

/** Calls `listener` with each round of deliveries; returns the unsubscribe. */
export function onDeliveries(listener: (deliveries: Delivery[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A 2xx: the server took it. Anything else (a refusal) is the screen's to show as it would any error. */
export const isAccepted = (delivery: Delivery): boolean => delivery.status >= 200 && delivery.status < 300;
