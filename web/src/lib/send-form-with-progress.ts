import type { ErrorResponse } from '@lj/contract';
import { ApiError, api, NetworkError } from './api-client';
import { readCookie } from './cookies';
import { AUTH_TOKEN_KEY, readStored } from './storage';

type Answer = { status: number; statusText: string; body: unknown };

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asError(body: unknown): ErrorResponse {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as ErrorResponse;
  return typeof body === 'string' && body ? { detail: body } : {};
}

type Method = 'PUT' | 'POST';

/** One request through XMLHttpRequest, the only browser API that reports upload progress. */
function send(
  method: Method,
  path: string,
  form: FormData,
  csrfToken: string | null,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${api.config.baseUrl}${path}`);
    // The same headers and credentials as the shared API client (spec section 7).
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStored(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    if (csrfToken) xhr.setRequestHeader('X-CSRFToken', csrfToken);
    // No timeout: a 10 MB file on a slow mobile connection can take minutes, and progress shows it is moving.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new NetworkError('No response from the server.', false));
    xhr.onabort = () => reject(new NetworkError('The upload was cancelled.', false));
    xhr.send(form);
  });
}

/**
 * A multipart PUT or POST with upload progress, following the API client's rules: the CSRF token from
 * the cookie (fetched when missing), one fresh token on a 403, and any 401/403 left to /login.
 */
export async function sendFormWithProgress<T>(
  method: Method,
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let answer = await send(method, path, form, readCookie('csrftoken') ?? (await api.fetchCsrfToken()), onProgress);
  if (answer.status === 403) answer = await send(method, path, form, await api.fetchCsrfToken(), onProgress);
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 401 || answer.status === 403) api.config.onUnauthorized(answer.status);
  throw new ApiError(answer.status, answer.statusText, asError(answer.body));
}
