import { isAccepted } from './deliveries';
import { APPLICATION_REFUSED_LATER, APPLICATION_SENT_LATER } from './queued-application-messages';
import {
  JOB_SAVE_REFUSED_LATER,
  JOB_SAVED_LATER,
  JOB_UNSAVE_REFUSED_LATER,
  JOB_UNSAVED_LATER,
} from './queued-save-messages';
import type { Delivery } from './worker-messages';

type Kind = 'application' | 'save' | 'removal';

const kindOf = (delivery: Delivery): Kind =>
  !delivery.path.endsWith('/save/') ? 'application' : delivery.method === 'DELETE' ? 'removal' : 'save';

const SENT: Record<Kind, string> = {
  application: APPLICATION_SENT_LATER,
  save: JOB_SAVED_LATER,
  removal: JOB_UNSAVED_LATER,
};

const REFUSED: Record<Kind, (detail: string | undefined) => string> = {
  application: APPLICATION_REFUSED_LATER,
  save: JOB_SAVE_REFUSED_LATER,
  removal: JOB_UNSAVE_REFUSED_LATER,
};

export type DeliveryNews = { message: string; variant: 'success' | 'warning' };

/**
 * What to tell the visitor about a round of requests that were queued offline and have now reached
 * the server: one word per kind sent, one per refusal. Only the last request to each address counts
 * (a job saved and then taken off again while offline ends off the list, and that is all that is said).
 */
export function deliveryNews(deliveries: Delivery[]): DeliveryNews[] {
  const latest = [...new Map(deliveries.map((delivery) => [delivery.path, delivery])).values()];
  const sentKinds = new Set(latest.filter(isAccepted).map(kindOf));
  return [
    ...[...sentKinds].map((kind): DeliveryNews => ({ message: SENT[kind], variant: 'success' })),
    ...latest
      .filter((delivery) => !isAccepted(delivery))
      .map((refused): DeliveryNews => ({ message: REFUSED[kindOf(refused)](refused.detail), variant: 'warning' })),
  ];
}
