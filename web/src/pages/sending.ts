/**
 * A form whose submit button has `data-sending` ("Applying...") says so while the browser sends it:
 * the button shows those words and is busy. The page's inline guard (index.html) drops a second submit.
 * Coming back to the page from the history restores the button.
 */
export function showSending(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    if (event.defaultPrevented || !button?.dataset.sending || !form.contains(button)) return;
    button.dataset.idle = button.textContent ?? '';
    button.textContent = button.dataset.sending;
    button.setAttribute('aria-busy', 'true');
  });
  addEventListener('pageshow', () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-idle]')) {
      button.textContent = button.dataset.idle ?? '';
      button.removeAttribute('aria-busy');
      delete button.dataset.idle;
    }
  });
}

/**
 * A page that answers a form (the application sent) names the message that replaces the form: it
 * takes the focus the pressed button had, so the next Tab goes on from there, not from the top.
 */
export function focusAnswer(): void {
  document.querySelector<HTMLElement>('[data-focus-on-load]')?.focus();
}
