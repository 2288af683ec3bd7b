/**
 * 'Load more' is a link to the next page of the list, which the server renders. Here the next page's
 * jobs are taken from that same HTML and added to this list, and its own 'Load more' (to the page after)
 * replaces this one: one rendering of the list, the server's. The address stays, as the app kept it.
 * On any failure the link is followed as a link.
 */
const LIST = '[data-job-list]';
const MORE = '[data-load-more]';

async function nextPage(link: HTMLAnchorElement): Promise<void> {
  const answer = await fetch(link.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`${link.href} answered ${answer.status}`);
  // Without its <style> (the next page's critical CSS, whose hash this page's policy does not allow).
  const html = (await answer.text()).replaceAll(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const next = new DOMParser().parseFromString(html, 'text/html');
  const list = document.querySelector(LIST);
  const items = next.querySelector(LIST)?.children;
  if (!list || !items) throw new Error('no job list');
  const first = items[0];
  list.append(...document.adoptNode(next.querySelector(LIST) as Element).children);
  const more = link.closest(MORE);
  const after = next.querySelector(MORE);
  if (after) more?.replaceWith(document.adoptNode(after));
  else more?.remove();
  // The first new card's link takes the focus, where the reader goes on.
  first?.querySelector<HTMLAnchorElement>('a[href]')?.focus({ preventScroll: true });
}

export function loadMoreInPlace(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`${MORE} a[href]`);
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.getAttribute('aria-disabled') === 'true') return;
    link.setAttribute('aria-disabled', 'true');
    link.classList.add('disabled');
    nextPage(link).catch(() => {
      window.location.href = link.href;
    });
  });
}
