/** The job list's search form: a GET form to the list's own address (features/jobs/jobs-screen.tsx). */
const searchForms = () => [...document.forms].filter((form) => form.method === 'get');

const RESULTS = '[data-job-results]';

/** The address of the list with this status chosen ('' is Active, the default) from its first page. */
function addressWithStatus(address: string, status: string): URL {
  const url = new URL(address);
  if (status) url.searchParams.set('status', status);
  else url.searchParams.delete('status');
  url.searchParams.delete('page');
  return url;
}

/** The status the address names ('' for Active, the default). */
const statusOfAddress = () => {
  const status = new URL(window.location.href).searchParams.get('status') ?? '';
  return status === 'all' || status === 'inactive' ? status : '';
};

/**
 * The results of `next` (the server's page of the list with another status) in place of this page's.
 * The count line stays the same element with the new text, so a screen reader hears it (role=status);
 * links that keep the status (Clear filters) follow it.
 */
function showResults(next: Document, status: string): void {
  const region = document.querySelector(RESULTS);
  const fresh = next.querySelector(RESULTS);
  if (!region || !fresh) throw new Error('no job results');
  const count = region.querySelector('[role="status"]');
  const freshCount = fresh.querySelector('[role="status"]');
  const text = freshCount?.textContent ?? '';
  if (count && freshCount) freshCount.replaceWith(count);
  region.replaceChildren(...document.adoptNode(fresh).childNodes);
  if (count && freshCount) count.textContent = text;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keeps-status]')) {
    link.href = addressWithStatus(link.href, status).href;
  }
}

/** The latest status asked for: an answer to an earlier choice arriving late is dropped. */
let asked = 0;

/** Loads the list of the address's status and shows it; on any failure the address is opened as a page. */
async function loadStatus(url: URL, status: string): Promise<void> {
  const mine = ++asked;
  const region = document.querySelector(RESULTS);
  region?.setAttribute('aria-busy', 'true');
  try {
    const answer = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    // Without its <style> (the other page's critical CSS, whose hash this page's policy does not allow).
    const html = (await answer.text()).replaceAll(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    if (mine !== asked) return;
    showResults(new DOMParser().parseFromString(html, 'text/html'), status);
  } catch {
    if (mine === asked) window.location.assign(url);
  } finally {
    if (mine === asked) region?.removeAttribute('aria-busy');
  }
}

/**
 * The job list's status switch (All, Active, Inactive) applies as it is chosen, with no page load: the
 * list of that status (open jobs, all, or those not open) is taken from the server's page for it and put
 * in place of this one, and the focus stays on the switch. The address follows (a new history entry, as
 * each search is one). The panel's filters wait for 'Apply filters', so a phone on a slow link loads the
 * list once for all of them, and the search box for Enter.
 *
 * Back and Forward show each search as it was applied: the browser would restore what was typed or
 * ticked afterwards and never sent, so the fields go back to the page's own values then.
 */
export function searchForm(): void {
  // The address names only what narrows the list, as a shared or bookmarked search should read:
  // empty fields stay out of it (disabled while the browser sends the form), and so does a field that
  // says nothing without another (the salary's currency without a salary range: `data-with`).
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method !== 'get') return;
    const emptyField = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement && field.value.trim() === '';
    };
    for (const field of form.elements) {
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        const alone = field.dataset.with !== undefined && emptyField(field.dataset.with);
        if (field.name && (field.value === '' || alone) && !field.disabled) {
          field.disabled = true;
          field.dataset.leftOut = '';
        }
      }
    }
  });
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== 'radio' || input.name !== 'status' || input.form?.method !== 'get') return;
    const url = addressWithStatus(window.location.href, input.value);
    history.pushState(history.state, '', url);
    void loadStatus(url, input.value);
  });
  addEventListener('popstate', () => {
    if (!document.querySelector(RESULTS)) return;
    const status = statusOfAddress();
    const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][name="status"][value="${status}"]`);
    if (radio && !radio.checked) {
      radio.checked = true;
      void loadStatus(new URL(window.location.href), status);
    }
  });
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    for (const field of document.querySelectorAll<HTMLInputElement>('[data-left-out]')) {
      field.disabled = false;
      delete field.dataset.leftOut;
    }
    if (!event.persisted && navigation?.type !== 'back_forward') return;
    for (const form of searchForms()) form.reset();
    // A page kept as it was shown holds the list of the status its address names, chosen in place.
    const shown = document.querySelector<HTMLInputElement>(
      `input[type="radio"][name="status"][value="${statusOfAddress()}"]`,
    );
    if (shown) shown.checked = true;
  });
}
