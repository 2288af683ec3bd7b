/**
 * The Show/Hide button of a password field (features/auth/components/password-field.tsx): hidden in
 * the server's HTML, shown here, where it flips what the field shows and its own words.
 */
export function passwordToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(input instanceof HTMLInputElement)) continue;
    const [shownWord, name] = [...button.children] as HTMLElement[];
    button.hidden = false;
    button.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      if (shownWord) shownWord.textContent = show ? 'Hide' : 'Show';
      if (name) name.textContent = show ? 'Hide password' : 'Show password';
    });
  }
}
