/**
 * Next to the server's 'Share on WhatsApp' link, the phone's own share sheet where the browser has one
 * (navigator.share): the button is in the HTML, hidden until this script knows it can work.
 */
export function shareSheet(): void {
  if (typeof navigator.share !== 'function') return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share-url]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const { shareTitle: title = '', shareText: text = '', shareUrl: url = '' } = button.dataset;
      // A closed share sheet rejects: nothing to report.
      navigator.share({ title, text, url }).catch(() => undefined);
    });
  }
}
