import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { announceDeliveries, onDeliveries } from './deliveries';
import { deliveryNews } from './delivery-news';
import { hasKeptRequests, sendKeptWithApi } from './offline-queue';

/**
 * Applications (and saved jobs, saved or taken off) made offline reach the server later (kept by this page, or by the worker's
 * Background Sync, whose news register-service-worker.ts announces): when they do, the visitor is
 * told and the screens re-read what changed.
 */
export function useOfflineDeliveries(): void {
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => {
    const sendKept = () => {
      if (!navigator.onLine || !hasKeptRequests()) return;
      void sendKeptWithApi().then(announceDeliveries);
    };
    sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, []);

  useEffect(
    () =>
      onDeliveries((deliveries) => {
        for (const { message, variant } of deliveryNews(deliveries)) toast(message, { variant });
        void queryClient.invalidateQueries();
      }),
    [queryClient, toast],
  );
}
