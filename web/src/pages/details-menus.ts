/**
 * The drop-down menus and the phone navbar are `<details>` (app/nav/use-details-menu.ts): the browser
 * opens and closes them. A press outside an open one closes it, and so does Escape, which gives the
 * focus back to its summary when it was inside.
 */
export function closeMenusOnEscapeAndOutside(): void {
  const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('header details[open]')];
  document.addEventListener('pointerdown', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // The innermost open menu first: Escape in My CV closes My CV, not the phone navbar around it.
    const menu = openMenus().at(-1);
    if (!menu) return;
    const focusInside = menu.contains(document.activeElement);
    menu.open = false;
    if (focusInside) menu.querySelector('summary')?.focus();
  });
}
