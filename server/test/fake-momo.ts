import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MOMO_SUBSCRIPTION_KEY = 'fake-momo-subscription-key-0123';
export const FAKE_MOMO_API_USER = '0c9b6f8e-3f2a-4d51-9e1b-7a2c5d8e4f10';
export const FAKE_MOMO_API_KEY = 'fake-momo-api-key-456789';
export const FAKE_MOMO_ENVIRONMENT = 'mtnliberia';

/** The MOMO_* settings that point the server at this fake. */
export const fakeMomoEnv = (baseUrl: string): Record<string, string> => ({
  MOMO_BASE_URL: baseUrl,
  MOMO_SUBSCRIPTION_KEY: FAKE_MOMO_SUBSCRIPTION_KEY,
  MOMO_API_USER: FAKE_MOMO_API_USER,
  MOMO_API_KEY: FAKE_MOMO_API_KEY,
});

/** One request to pay the fake holds: what was asked, and where it stands. */
export type FakeRequestToPay = {
  referenceId: string;
  body: {
    amount: string;
    currency: string;
    externalId: string;
    payer: { partyIdType: string; partyId: string };
    payerMessage: string;
    payeeNote: string;
  };
  callbackUrl: string | undefined;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | undefined;
  financialTransactionId: string | undefined;
  /** What the status answer says was paid, when a test makes it differ from what was asked. */
  paid?: { amount: string; currency: string };
};

export type FakeMomo = {
  baseUrl: string;
  requests: FakeRequestToPay[];
  /** How many token, request-to-pay and status calls it answered (failures included). */
  calls: { token: number; requestToPay: number; status: number };
  /** The next API answers (token excepted) are these statuses instead (500, 503...). */
  failNext(...statuses: number[]): void;
  /** The next API answers come this late (milliseconds each). */
  slowNext(...delays: number[]): void;
  /** The payer approves or declines on their phone; `paid` makes the status answer show another sum. */
  settle(
    referenceId: string,
    outcome: { status: 'SUCCESSFUL' } | { status: 'FAILED'; reason: string },
    paid?: { amount: string; currency: string },
  ): void;
  /** The status answer for the request: what MoMo's callback carries as its body. */
  answerFor(referenceId: string): Record<string, unknown>;
  /** Sends MoMo's callback (PUT to the X-Callback-Url, the status answer as its body); answers its HTTP status. */
  callback(referenceId: string): Promise<number>;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A local stand-in for MTN MoMo's Collections API, answering as the sandbox does (momodeveloper.mtn.com,
 * "Collection" API reference): `POST /collection/token/` (Basic auth, subscription key) gives a bearer
 * token; `POST /collection/v1_0/requesttopay` answers 202, 409 RESOURCE_ALREADY_EXIST for a reused
 * X-Reference-Id, 400 for a malformed one; `GET /collection/v1_0/requesttopay/{id}` the status, 404
 * RESOURCE_NOT_FOUND for an unknown one. A wrong subscription key is APIM's 401; a wrong user or key,
 * the token endpoint's 401 `login_failed`. `/_fake/...` lets a test process (the browser test) settle.
 */
export async function startFakeMomo(port = 0): Promise<FakeMomo> {
  const requests: FakeRequestToPay[] = [];
  const tokens = new Set<string>();
  const failures: number[] = [];
  const delays: number[] = [];
  const calls = { token: 0, requestToPay: 0, status: 0 };
  const find = (referenceId: string) => requests.find((request) => request.referenceId === referenceId);

  const statusAnswer = (request: FakeRequestToPay) => ({
    financialTransactionId: request.financialTransactionId,
    externalId: request.body.externalId,
    amount: request.paid?.amount ?? request.body.amount,
    currency: request.paid?.currency ?? request.body.currency,
    payer: request.body.payer,
    payerMessage: request.body.payerMessage,
    payeeNote: request.body.payeeNote,
    status: request.status,
    ...(request.reason ? { reason: request.reason } : {}),
  });

  const settle: FakeMomo['settle'] = (referenceId, outcome, paid) => {
    const request = find(referenceId);
    if (!request) throw new Error(`the fake MoMo holds no request ${referenceId}`);
    request.status = outcome.status;
    request.reason = outcome.status === 'FAILED' ? outcome.reason : undefined;
    request.financialTransactionId =
      outcome.status === 'SUCCESSFUL' ? String(1_000_000_000 + requests.indexOf(request)) : undefined;
    if (paid) request.paid = paid;
  };

  const callback = async (referenceId: string) => {
    const request = find(referenceId);
    if (!request?.callbackUrl) throw new Error(`no callback address for ${referenceId}`);
    const response = await fetch(request.callbackUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(statusAnswer(request)),
    });
    return response.status;
  };

  const json = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL, body: string) => {
    if (request.headers['ocp-apim-subscription-key'] !== FAKE_MOMO_SUBSCRIPTION_KEY) {
      return json(response, 401, {
        statusCode: 401,
        message:
          'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
      });
    }
    if (request.method === 'POST' && url.pathname === '/collection/token/') {
      calls.token += 1;
      const basic = `Basic ${Buffer.from(`${FAKE_MOMO_API_USER}:${FAKE_MOMO_API_KEY}`).toString('base64')}`;
      if (request.headers.authorization !== basic) return json(response, 401, { error: 'login_failed' });
      const token = randomUUID();
      tokens.add(token);
      return json(response, 200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
    }
    const isRequest = request.method === 'POST' && url.pathname === '/collection/v1_0/requesttopay';
    const statusMatch = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(url.pathname);
    if (!isRequest && !(request.method === 'GET' && statusMatch)) {
      return json(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
    }
    if (isRequest) calls.requestToPay += 1;
    else calls.status += 1;
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure)
      return json(response, failure, { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return json(response, 401, { code: 'NOT_AUTHORIZED', message: 'Access token is missing or invalid.' });
    }
    if (request.headers['x-target-environment'] !== FAKE_MOMO_ENVIRONMENT) {
      return json(response, 403, {
        code: 'NOT_ALLOWED_TARGET_ENVIRONMENT',
        message: 'Access to target environment is forbidden.',
      });
    }
    if (statusMatch) {
      const held = find(decodeURIComponent(statusMatch[1] ?? ''));
      if (!held)
        return json(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return json(response, 200, statusAnswer(held));
    }
    const referenceId = request.headers['x-reference-id'];
    if (typeof referenceId !== 'string' || !UUID.test(referenceId)) {
      return json(response, 400, { code: 'INVALID_REFERENCE_ID', message: 'The reference id is not a UUID.' });
    }
    if (find(referenceId)) {
      return json(response, 409, {
        code: 'RESOURCE_ALREADY_EXIST',
        message: 'Duplicated reference id. Creation of resource failed.',
      });
    }
    let parsed: FakeRequestToPay['body'];
    try {
      parsed = JSON.parse(body) as FakeRequestToPay['body'];
    } catch {
      return json(response, 400, { code: 'INVALID_REQUEST', message: 'The body is not JSON.' });
    }
    const valid =
      typeof parsed.amount === 'string' &&
      /^\d+(\.\d+)?$/.test(parsed.amount) &&
      /^[A-Z]{3}$/.test(parsed.currency ?? '') &&
      parsed.payer?.partyIdType === 'MSISDN' &&
      /^\d{8,15}$/.test(parsed.payer.partyId ?? '');
    if (!valid) return json(response, 400, { code: 'PAYER_NOT_FOUND', message: 'Payer not found.' });
    const callbackHeader = request.headers['x-callback-url'];
    requests.push({
      referenceId,
      body: parsed,
      callbackUrl: typeof callbackHeader === 'string' ? callbackHeader : undefined,
      status: 'PENDING',
      reason: undefined,
      financialTransactionId: undefined,
    });
    return json(response, 202);
  };

  /** For a test in another process: list the requests, or settle one (and call back, as MoMo does). */
  const control = async (request: IncomingMessage, response: ServerResponse, url: URL, body: string) => {
    if (request.method === 'GET' && url.pathname === '/_fake/requests') return json(response, 200, requests);
    const match = /^\/_fake\/settle\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return json(response, 404, {});
    const outcome = JSON.parse(body) as Parameters<FakeMomo['settle']>[1];
    settle(decodeURIComponent(match[1] ?? ''), outcome);
    return json(response, 200, { callback: await callback(decodeURIComponent(match[1] ?? '')) });
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-momo');
    try {
      await (url.pathname.startsWith('/_fake/') ? control : api)(request, response, url, body);
    } catch (error) {
      json(response, 500, { message: (error as Error).message });
    }
  });
  return listen(
    server,
    {
      requests,
      calls,
      failNext: (...statuses) => failures.push(...statuses),
      slowNext: (...ms) => delays.push(...ms),
      settle,
      answerFor: (referenceId) => {
        const request = find(referenceId);
        if (!request) throw new Error(`the fake MoMo holds no request ${referenceId}`);
        return statusAnswer(request);
      },
      callback,
    },
    port,
  );
}

async function listen(server: Server, fake: Omit<FakeMomo, 'baseUrl' | 'close'>, port = 0): Promise<FakeMomo> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    ...fake,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
