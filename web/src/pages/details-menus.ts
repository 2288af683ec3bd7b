/**
 * The drop-down menus (My CV) are `<details>` (app/nav/use-details-menu.ts): the browser opens and
 * closes them. A press outside an open one closes it, and so does Escape, which gives the focus back
 * to its summary when it was inside. The phone navbar's toggler is left to the browser.
 */
export function closeMenusOnEscapeAndOutside(): void {
  const openMenus = () => [
    ...document.querySelectorAll<HTMLDetailsElement>('header details.details-menu:not(.navbar-menu)[open]'),
  ];
  document.addEventListener('pointerdown', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const menu = openMenus().at(-1);
    if (!menu) return;
    const focusInside = menu.contains(document.activeElement);
    menu.open = false;
    if (focusInside) menu.querySelector('summary')?.focus();
  });
}

/** A link to a `<details>` on the page (the job page's "Report" in its warning) opens it as it scrolls there. */
export function openLinkedDetails(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
  });
}
