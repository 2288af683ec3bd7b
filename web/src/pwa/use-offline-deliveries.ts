import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { APPLICATION_SENT_LATER } from './offline-messages';
import { hasKeptRequests, sendKeptRequests } from './offline-queue';
import { useWorkerEvents } from './register-service-worker';

/**
 * Applications made offline reach the server later (kept by this page, or by the worker's
 * Background Sync): when they do, the visitor is told and the screens re-read what changed.
 */
export function useOfflineDeliveries(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { applicationsSent } = useWorkerEvents();

  useEffect(() => {
    const sendKept = () => {
      if (!navigator.onLine || !hasKeptRequests()) return;
      void sendKeptRequests().then((sent) => {
        if (sent === 0) return;
        toast(APPLICATION_SENT_LATER);
        void queryClient.invalidateQueries();
      });
    };
    sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, [queryClient, toast]);

  useEffect(() => {
    if (applicationsSent === 0) return;
    toast(APPLICATION_SENT_LATER);
    void queryClient.invalidateQueries();
  }, [applicationsSent, queryClient, toast]);
}
