/**
 * A browser's cookie jar over fetch, so one "browser" can talk to several server processes.
 */
export class FetchBrowser {
  private readonly cookies = new Map<string, string>();

  async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-requested-with', 'XMLHttpRequest');
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('csrftoken');
    if (csrf && init.method && init.method !== 'GET') headers.set('x-csrftoken', csrf);
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  postJson = (url: string, body: unknown) =>
    this.send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
