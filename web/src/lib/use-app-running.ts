import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while hydrating it, true once the app runs this page: a control that
 * needs the app is drawn only then, so nothing looks ready that isn't.
 */
export const useAppRunning = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
