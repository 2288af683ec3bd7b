import { APPLICATION_SUBMITTED } from '@lj/contract/apply-texts';
import {
  APPLICATION_QUEUED,
  APPLICATION_REFUSED_LATER,
  APPLICATION_SENT_LATER,
} from '../pwa/queued-application-messages';
import {
  JOB_SAVE_QUEUED,
  JOB_SAVE_REFUSED_LATER,
  JOB_SAVED,
  JOB_SAVED_LATER,
  JOB_UNSAVE_QUEUED,
  JOB_UNSAVE_REFUSED_LATER,
  JOB_UNSAVED,
  JOB_UNSAVED_LATER,
  SAVE_FAILED,
} from '../pwa/queued-save-messages';
import { hasKeptRequests, keepRequest, type ResendOutcome, sendKeptRequests } from '../pwa/kept-requests';
import {
  type Delivery,
  deliveryOf,
  isQueuedRequest,
  type KeptRequest,
  type QueuedMethod,
  type QueuedRequest,
  type WorkerMessage,
} from '../pwa/worker-messages';
import { showToast } from './toast';

const csrfToken = () => /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';

type Answer = { status: number; body: unknown } | QueuedRequest;

/** An API write as the app sends it (JSON, the CSRF header, the session cookie); null: no answer at all. */
async function send(method: QueuedMethod, path: string, body?: unknown): Promise<Answer | null> {
  try {
    const answer = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-csrftoken': csrfToken(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await answer.json().catch(() => null);
    return answer.status === 202 && isQueuedRequest(json) ? json : { status: answer.status, body: json };
  } catch {
    return null;
  }
}

/**
 * Offline, the worker's Background Sync takes the write (a 202 that says so); without one, it is
 * kept for the next 'online' event in the store the app shares (pwa/kept-requests.ts).
 */
async function sendOrKeep(method: QueuedMethod, path: string, body?: unknown): Promise<Answer> {
  const answer = await send(method, path, body);
  if (answer) return answer;
  keepRequest(method, path, body);
  return { queued: 'next-online' };
}

async function resend(kept: KeptRequest): Promise<ResendOutcome> {
  const answer = await send(kept.method, kept.path, kept.body);
  if (!answer) return 'kept';
  return isQueuedRequest(answer) ? 'handed-over' : deliveryOf(kept.method, kept.path, answer.status, answer.body);
}

const APPLY_PATH = /^\/api\/jobs\/(\d+)\/apply\/$/;
const accepted = (delivery: Delivery) => delivery.status >= 200 && delivery.status < 300;

/** What a person reads of a request that was sent after being queued offline. */
function deliveryMessage(delivery: Delivery): string {
  const ok = accepted(delivery);
  if (APPLY_PATH.test(delivery.path)) return ok ? APPLICATION_SENT_LATER : APPLICATION_REFUSED_LATER(delivery.detail);
  if (delivery.method === 'DELETE') return ok ? JOB_UNSAVED_LATER : JOB_UNSAVE_REFUSED_LATER(delivery.detail);
  return ok ? JOB_SAVED_LATER : JOB_SAVE_REFUSED_LATER(delivery.detail);
}

/** Tells of requests sent later; an application sent from this job page shows as sent here. */
function announce(deliveries: Delivery[]): void {
  for (const delivery of deliveries) {
    showToast(deliveryMessage(delivery), accepted(delivery) ? 'success' : 'danger');
    const job = APPLY_PATH.exec(delivery.path)?.[1];
    const notice = document.querySelector<HTMLElement>('[data-queued-application]');
    if (job && notice && window.location.pathname === `/jobs/${job}` && accepted(delivery)) {
      const applied = document.createElement('button');
      applied.type = 'button';
      applied.className = 'btn btn-success';
      applied.disabled = true;
      applied.textContent = 'Applied Successfully';
      const sent = document.createElement('div');
      sent.className = 'alert alert-success mt-3 mb-0';
      sent.setAttribute('role', 'status');
      sent.textContent = APPLICATION_SUBMITTED;
      notice.replaceWith(applied, sent);
    }
  }
}

/** Sends what was kept offline, once the browser is back online (and at start). */
async function sendKept(): Promise<void> {
  if (!navigator.onLine || !hasKeptRequests()) return;
  announce(await sendKeptRequests(resend));
}

/** A Save button of the page's Save form (features/shared/save-job/seeker-save-button.tsx), as saved or not. */
function markSaved(button: HTMLButtonElement, saved: boolean): void {
  const text = saved ? 'Saved' : 'Save';
  const title = (button.getAttribute('aria-label') ?? '').replace(/^Saved?: /, '');
  button.textContent = text;
  button.value = saved ? 'remove' : 'save';
  button.setAttribute('aria-pressed', String(saved));
  button.setAttribute('aria-label', `${text}: ${title}`);
  button.classList.toggle('btn-secondary', saved);
  button.classList.toggle('btn-outline-secondary', !saved);
}

/** Save and Saved in place (without the form's page load), offline too: queued like an application. */
function saveInPlace(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[name="intent"][formaction]');
    const job = /^\/jobs\/(\d+)\/save$/.exec(button?.getAttribute('formaction') ?? '')?.[1];
    if (!button || !job) return;
    event.preventDefault();
    if (button.disabled) return;
    const save = button.value === 'save';
    button.disabled = true;
    void sendOrKeep(save ? 'POST' : 'DELETE', `/api/jobs/${job}/save/`)
      .then((answer) => {
        if (isQueuedRequest(answer)) {
          markSaved(button, save);
          showToast(save ? JOB_SAVE_QUEUED : JOB_UNSAVE_QUEUED, 'info');
        } else if (answer.status === 401) {
          // The session ended: the page's own form takes the person to log in and back.
          button.form?.requestSubmit(button);
        } else if (answer.status < 300) {
          markSaved(button, save);
          showToast(save ? JOB_SAVED : JOB_UNSAVED, 'success');
        } else {
          showToast(deliveryOf('POST', '', answer.status, answer.body).detail ?? SAVE_FAILED, 'danger');
        }
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}

/** The apply form's fields as the API takes them: the cover letter, and the name and phone it asked for. */
function applicationOf(form: HTMLFormElement): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of ['cover_letter', 'full_name', 'phone_number']) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) body[name] = field.value;
  }
  return body;
}

/**
 * Apply Now offline: the form cannot reach the server, so the application goes the app's way (the
 * worker's Background Sync, or kept here) and the apply area says it is saved; a name or phone field
 * it asks for and left empty is pointed out first (the server checks the rest when it is sent). Online,
 * the form posts as it is (the server's answer is the page).
 */
function applyOffline(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const job = /^\/jobs\/(\d+)$/.exec(window.location.pathname)?.[1];
    const letter = form.elements.namedItem('cover_letter');
    if (navigator.onLine || event.defaultPrevented || !job || !(letter instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    void sendOrKeep('POST', `/api/jobs/${job}/apply/`, applicationOf(form)).then((answer) => {
      if (!isQueuedRequest(answer)) {
        // Back online meanwhile: the server's page says what became of it.
        window.location.reload();
        return;
      }
      const notice = document.createElement('div');
      notice.className = 'alert alert-info mb-0';
      notice.setAttribute('role', 'status');
      notice.dataset.queuedApplication = '';
      notice.textContent = APPLICATION_QUEUED[answer.queued];
      form.replaceWith(notice);
    });
  });
}

export function offlineWrites(): void {
  saveInPlace();
  applyOffline();
  addEventListener('online', () => void sendKept());
  void sendKept();
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<WorkerMessage | undefined>) => {
    if (event.data?.type === 'APPLICATIONS_SENT') announce(event.data.deliveries);
  });
}
