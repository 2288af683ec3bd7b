import type { ErrorResponse } from '@lj/contract';

// What the API client's requests reject with. A file of their own: the client (in the first script)
// hands them to its callers, and the request code (api-request.ts, loaded later) throws them.

/** The server answered with an error status; `data` is its `{detail, code?, field: [...]}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: ErrorResponse;

  constructor(status: number, statusText: string, data: ErrorResponse) {
    super(data.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/** No answer at all: the network failed or the server took longer than the timeout. */
export class NetworkError extends Error {
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean, cause?: unknown) {
    super(message, { cause });
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}
