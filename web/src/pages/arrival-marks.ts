/**
 * Marks the server puts in an address for the page it leads to, dropped from it once read, so a
 * reload or a shared link does not repeat them:
 * - `?registered=1`: the page says the registration went through (app/registered-notice.tsx);
 * - `?save=1` on a job page: where a guest's Save led through login (config/paths.ts jobDetailSaving).
 *   Signed in as a job seeker, the job is saved once, by the page's own Save form; saved already
 *   (or no seeker's Save here), the mark just leaves.
 */
export function handleArrivalMarks(): void {
  const url = new URL(window.location.href);
  const save = url.searchParams.get('save') === '1';
  if (!save && !url.searchParams.has('registered')) return;
  url.searchParams.delete('save');
  url.searchParams.delete('registered');
  const here = url.pathname + url.search;
  history.replaceState(history.state, '', here + url.hash);
  if (!save) return;
  const button = document.querySelector<HTMLButtonElement>('main button[name="intent"][value="save"][form]');
  const form = button?.form;
  if (!button || !form) return;
  const next = form.querySelector<HTMLInputElement>('input[name="next"]');
  if (next) next.value = here;
  form.requestSubmit(button);
}
