import { activateWaitingWorker, useWorkerEvents } from './register-service-worker';

/** A new version has been downloaded: it takes over when the visitor chooses, never mid-task. */
export function UpdateToast() {
  const { updateWaiting } = useWorkerEvents();
  if (!updateWaiting) return null;
  return (
    <div className="toast-container position-fixed bottom-0 start-0 p-3">
      <div className="toast show" role="status">
        <div className="toast-body d-flex align-items-center gap-2">
          <span>New version available.</span>
          <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={activateWaitingWorker}>
            Reload
          </button>
        </div>
      </div>
    </div>
  );
}
