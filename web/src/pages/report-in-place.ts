const csrfToken = () => /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';

/**
 * "Report this job" sent in place: the job may leave the public list with this very report, and the
 * page then rendered again would be "Job not found" instead of the thanks. A refusal (a field, an
 * ended session) is left to the form's own post, whose page says why or leads to log in.
 */
export function reportInPlace(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const job = /^\/jobs\/(\d+)$/.exec(window.location.pathname)?.[1];
    const thanksText = form.dataset.thanks;
    if (event.defaultPrevented || !job || !thanksText || !navigator.onLine) return;
    event.preventDefault();
    const fields = new FormData(form);
    void fetch(`/api/jobs/${job}/report/`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrftoken': csrfToken() },
      body: JSON.stringify({ reason: fields.get('reason'), note: fields.get('note') ?? '' }),
    })
      .then((answer) => {
        if (!answer.ok) throw new Error(`the report answered ${answer.status}`);
        const thanks = document.createElement('p');
        thanks.className = 'alert alert-success mb-0';
        thanks.setAttribute('role', 'status');
        thanks.textContent = thanksText;
        form.replaceWith(thanks);
      })
      .catch(() => {
        delete form.dataset.thanks;
        form.submit();
      });
  });
}
