import { SITE_NAME } from '../config/site';
import { useInstallPrompt } from './use-install-prompt';

const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/** Spec section 4: the install-as-app prompt, a toast in the corner that never covers the page. */
export function InstallPrompt() {
  const { kind, install, dismiss } = useInstallPrompt();
  if (!kind) return null;
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3">
      <section className="toast show" aria-label={`Install ${SITE_NAME}`}>
        <div className="toast-body">
          {kind === 'install' ? (
            <p className="mb-2">Install {SITE_NAME} on your phone: it opens faster and works offline.</p>
          ) : (
            <p className="mb-2">
              Install {SITE_NAME} on your phone:{' '}
              {isAppleMobile()
                ? "tap the Share button, then 'Add to Home Screen'."
                : "open your browser's menu and choose 'Add to Home screen'."}
            </p>
          )}
          <div className="d-flex gap-2 justify-content-end">
            {kind === 'install' && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => void install()}>
                Install
              </button>
            )}
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={dismiss}>
              Not now
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
