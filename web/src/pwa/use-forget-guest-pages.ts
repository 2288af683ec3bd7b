import { useEffect } from 'react';
import { useAuth } from '../lib/auth-context';
import { CACHE_NAMES } from './cache-rules';

/**
 * Someone signed in on this device: the pages the worker kept for a guest would, offline, show them
 * signed out (and a page's state as a guest would drop their stored user), so they go. Offline, a
 * signed-in visitor gets the app shell instead, which renders from the kept public answers.
 */
export function useForgetGuestPages(): void {
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    if (signedIn && 'caches' in window) void caches.delete(CACHE_NAMES.pages);
  }, [signedIn]);
}
