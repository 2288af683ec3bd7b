import { useSyncExternalStore } from 'react';
import { type Delivery, isQueuedRequest, type QueuedRequest } from './worker-messages';

/**
 * Requests queued offline that have since reached the server (sent by this page's offline queue or
 * by the worker's Background Sync), so the screen that queued one can show what became of it. No
 * dependencies: the apply area reads it without loading the worker's code.
 */

/** A queued request as the page holds it: where it goes, and the round of deliveries it waits for. */
export type QueuedAnswer = QueuedRequest & { path: string; round: number };

type Delivered = Delivery & { round: number };

let round = 0;
const delivered = new Map<string, Delivered>();
const listeners = new Set<(deliveries: Delivery[]) => void>();

/** The number of delivery rounds so far: a request queued now is delivered by a later round. */
export const deliveryRound = (): number => round;

/** Records a round of deliveries and tells the listeners. */
export function announceDeliveries(deliveries: Delivery[]): void {
  if (deliveries.length === 0) return;
  round += 1;
  for (const delivery of deliveries) delivered.set(delivery.path, { ...delivery, round });
  for (const listener of listeners) listener(deliveries);
}

/** Calls `listener` with each round of deliveries; returns the unsubscribe. */
export function onDeliveries(listener: (deliveries: Delivery[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A 2xx: the server took it. Anything else (a refusal) is the screen's to show as it would any error. */
export const isAccepted = (delivery: Delivery): boolean => delivery.status >= 200 && delivery.status < 300;

/** What became of a queued answer since it was queued: 'sent', 'refused', or undefined (still waiting, or not queued). */
export function sentLater(answer: unknown): 'sent' | 'refused' | undefined {
  if (!isQueuedRequest(answer) || !('path' in answer) || !('round' in answer)) return undefined;
  const delivery = delivered.get(String(answer.path));
  if (!delivery || delivery.round <= Number(answer.round)) return undefined;
  return isAccepted(delivery) ? 'sent' : 'refused';
}

const subscribe = (onChange: () => void) => onDeliveries(onChange);

/** sentLater, live: the screen re-renders when a round of deliveries arrives. */
export function useSentLater(answer: unknown): 'sent' | 'refused' | undefined {
  useSyncExternalStore(subscribe, deliveryRound, () => 0);
  return sentLater(answer);
}
