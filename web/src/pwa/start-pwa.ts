import { watchInstallEvents } from './install-events';
import { registerServiceWorker } from './register-service-worker';

/** Called once by the browser entry before the first render: catches the install offer early, registers the worker. */
export function startPwa(): void {
  watchInstallEvents();
  registerServiceWorker();
}
