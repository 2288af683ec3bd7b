/**
 * A long list of checkboxes (the job filters' companies and industries, features/jobs/components/
 * check-list.tsx) has a box that finds options by name: hidden in the HTML, shown here, where it works.
 * Typing shows only the options whose label holds the words (the folded rest unfolds to show them),
 * and says so when none does.
 */
export function findInLists(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-find-in-list]')) {
    const list = input.closest('fieldset');
    if (!list) continue;
    const more = list.querySelector('details');
    const none = document.createElement('p');
    none.className = 'small text-body-secondary mb-0';
    none.setAttribute('role', 'status');
    none.hidden = true;
    list.append(none);
    input.hidden = false;
    input.addEventListener('input', () => {
      const wanted = input.value.trim().toLowerCase();
      let found = 0;
      for (const option of list.querySelectorAll<HTMLElement>('.form-check')) {
        const shown = (option.textContent ?? '').toLowerCase().includes(wanted);
        option.hidden = !shown;
        if (shown) found += 1;
      }
      if (more && wanted) more.open = true;
      none.hidden = !wanted || found > 0;
      none.textContent = none.hidden ? '' : `${input.dataset.findInList} “${input.value.trim()}”.`;
    });
  }
}
