import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { announceDeliveries, isAccepted, onDeliveries } from './deliveries';
import { APPLICATION_REFUSED_LATER, APPLICATION_SENT_LATER } from './queued-application-messages';
import { JOB_SAVE_REFUSED_LATER, JOB_SAVED_LATER } from './queued-save-messages';
import type { Delivery } from './worker-messages';
import { hasKeptRequests, sendKeptRequests } from './offline-queue';

const isSave = (delivery: Delivery) => delivery.path.endsWith('/save/');

/**
 * Applications (and saved jobs) made offline reach the server later (kept by this page, or by the worker's
 * Background Sync, whose news register-service-worker.ts announces): when they do, the visitor is
 * told, the screen that queued one shows what became of it (deliveries.ts), and the screens re-read
 * what changed.
 */
export function useOfflineDeliveries(): void {
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => {
    const sendKept = () => {
      if (!navigator.onLine || !hasKeptRequests()) return;
      void sendKeptRequests().then(announceDeliveries);
    };
    sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, []);

  useEffect(
    () =>
      onDeliveries((deliveries) => {
        const accepted = deliveries.filter(isAccepted);
        if (accepted.some((delivery) => !isSave(delivery))) toast(APPLICATION_SENT_LATER);
        if (accepted.some(isSave)) toast(JOB_SAVED_LATER);
        for (const refused of deliveries.filter((delivery) => !isAccepted(delivery)))
          toast((isSave(refused) ? JOB_SAVE_REFUSED_LATER : APPLICATION_REFUSED_LATER)(refused.detail), {
            variant: 'warning',
          });
        void queryClient.invalidateQueries();
      }),
    [queryClient, toast],
  );
}
