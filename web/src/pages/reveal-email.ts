/**
 * Reveal Email: the link leads to `?reveal=email`, which the server renders with the address. Here the
 * address (reversed in `data-reversed-email`, so harvesters reading the HTML find none) replaces the
 * link in place and takes the focus the link had.
 */
export function revealEmailInPlace(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-reversed-email]')) {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const email = [...(link.dataset.reversedEmail ?? '')].reverse().join('');
      const address = document.createElement('a');
      address.className = 'link-light';
      address.href = `mailto:${email}`;
      address.textContent = email;
      link.replaceWith(address);
      address.focus();
    });
  }
}
