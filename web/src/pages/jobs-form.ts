/** The job list's search form: a GET form to the list's own address (features/jobs/jobs-screen.tsx). */
const searchForms = () => [...document.forms].filter((form) => form.method === 'get');

/** Shows the cards the status ('' for all, 'active', 'inactive') keeps, hides the others. */
export function showStatus(status: string): void {
  for (const card of document.querySelectorAll<HTMLElement>('[data-job-list] > [data-active]')) {
    card.hidden = status !== '' && card.dataset.active !== String(status === 'active');
  }
}

/** The status the address names ('' for all). */
export const statusOfAddress = () => {
  const status = new URL(window.location.href).searchParams.get('status') ?? '';
  return status === 'active' || status === 'inactive' ? status : '';
};

/**
 * The job list's status switch (All, Active, Inactive) applies as it is chosen, on the jobs the page
 * holds (spec: on is_active, in the browser), with no page load: the focus stays on the switch. The
 * address follows (a new history entry, as each search is one). The panel's filters wait for 'Apply
 * filters', so a phone on a slow link loads the list once for all of them, and the search box for Enter.
 *
 * Back and Forward show each search as it was applied: the browser would restore what was typed or
 * ticked afterwards and never sent, so the fields go back to the page's own values then.
 */
export function searchForm(): void {
  // The address names only what narrows the list, as a shared or bookmarked search should read:
  // empty fields stay out of it (disabled while the browser sends the form).
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method !== 'get') return;
    for (const field of form.elements) {
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        if (field.name && field.value === '' && !field.disabled) {
          field.disabled = true;
          field.dataset.leftOut = '';
        }
      }
    }
  });
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== 'radio' || input.name !== 'status' || input.form?.method !== 'get') return;
    showStatus(input.value);
    const url = new URL(window.location.href);
    if (input.value) url.searchParams.set('status', input.value);
    else url.searchParams.delete('status');
    history.pushState(history.state, '', url);
  });
  addEventListener('popstate', () => {
    const status = statusOfAddress();
    showStatus(status);
    const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][name="status"][value="${status}"]`);
    if (radio) radio.checked = true;
  });
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    for (const field of document.querySelectorAll<HTMLInputElement>('[data-left-out]')) {
      field.disabled = false;
      delete field.dataset.leftOut;
    }
    if (!event.persisted && navigation?.type !== 'back_forward') return;
    for (const form of searchForms()) form.reset();
  });
}
