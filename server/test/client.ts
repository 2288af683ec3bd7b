import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-CSRFToken header even on unsafe methods. */
  noCsrf?: boolean;
  query?: Record<string, string | string[]>;
  payload?: InjectOptions['payload'];
};

/**
 * A browser-like client over app.inject: keeps cookies, fetches the CSRF token as the web client
 * does, and can use the DRF token instead of the session.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  /** `ip` is the client's address as the server sees it (rate limits count per IP). */
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  async ensureCsrf(): Promise<string> {
    if (!this.csrfToken) await this.request('GET', '/accounts/api/csrf/');
    return this.csrfToken as string;
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    // A page form is posted by the browser itself, without the app's marker header.
    const headers: Record<string, string> = {
      ...(!options.headers?.['content-type']?.startsWith('application/x-www-form-urlencoded') && {
        'x-requested-with': 'XMLHttpRequest',
      }),
      ...options.headers,
    };
    if (method !== 'GET' && !options.noCsrf) headers['x-csrftoken'] = await this.ensureCsrf();
    if (this.token && !headers.authorization) headers.authorization = `Token ${this.token}`;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const injectOptions: InjectOptions = { method, url, headers, remoteAddress: this.ip };
    if (options.query) injectOptions.query = options.query;
    if (options.payload !== undefined) injectOptions.payload = options.payload;
    else if (options.body !== undefined) injectOptions.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(injectOptions);
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /**
   * A page form posted as a browser does without scripts: form-encoded, the CSRF token in the hidden
   * field (from this browser's cookie unless `csrfField` says otherwise; null leaves it out).
   */
  async postForm(
    url: string,
    fields: Record<string, string>,
    options: { csrfField?: string | null; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const token = options.csrfField === undefined ? await this.ensureCsrf() : options.csrfField;
    const form = new URLSearchParams(fields);
    if (token !== null) form.set('csrfmiddlewaretoken', token);
    return this.request('POST', url, {
      noCsrf: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      payload: form.toString(),
    });
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) => this.request('POST', url, { ...options, body });
  put = (url: string, body?: unknown, options?: RequestOptions) => this.request('PUT', url, { ...options, body });
  patch = (url: string, body?: unknown, options?: RequestOptions) => this.request('PATCH', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);
}
