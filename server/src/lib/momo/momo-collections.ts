/** What the MoMo adapter needs (config.ts reads it from MOMO_* and SITE_URL). */
export type MomoSettings = {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  currency: string;
  /** Where the provider sends its callbacks; the attempt's reference id is appended. */
  callbackBase: string;
  /** Seconds before the first status check of a request; the next ones back off from it. */
  firstCheckSeconds: number;
};

/** The provider's answer about one request to pay (GET .../requesttopay/{referenceId}). */
export type MomoStatus = {
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  amount: string;
  currency: string;
  financialTransactionId: string;
  /** FAILED's reason code (APPROVAL_REJECTED, EXPIRED, NOT_ENOUGH_FUNDS...), else empty. */
  reason: string;
};

/** The provider could not answer (a 5xx, a 401 for our keys, a timeout, no network): ask again later. */
export class MomoUnavailable extends Error {}

/** The provider refused the request itself (a 4xx other than 401 and 409): asking again changes nothing. */
export class MomoRefused extends Error {
  constructor(readonly code: string) {
    super(`MoMo refused the request to pay (${code})`);
  }
}

export type RequestToPay = {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  msisdn: string;
  payerMessage: string;
  payeeNote: string;
};

export type MomoCollections = {
  /** Asks the payer to approve; a reference id the provider already holds counts as asked (409). */
  requestToPay(request: RequestToPay): Promise<void>;
  /** The request's status; null when the provider holds no request with this reference id (404). */
  status(referenceId: string): Promise<MomoStatus | null>;
};

const CALL_TIMEOUT_MS = 10_000;
/** A token is used until this long before MoMo's expiry, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

type Answer = { status: number; body: Record<string, unknown> };

/**
 * MTN MoMo Open API, Collections product (momodeveloper.mtn.com): an access token from
 * `POST /collection/token/` (Basic auth with the API user and key), kept for its `expires_in`; then
 * `POST /collection/v1_0/requesttopay` (202: asked) and `GET /collection/v1_0/requesttopay/{X-Reference-Id}`,
 * each with the bearer token, the subscription key and the target environment.
 */
export function createMomoCollections(settings: MomoSettings): MomoCollections {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const subscription = { 'ocp-apim-subscription-key': settings.subscriptionKey };
  let token: { value: string; until: number } | null = null;

  const call = async (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new MomoUnavailable(`MoMo did not answer ${init.method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // A gateway's HTML error page: the status says enough.
    }
    if (response.status >= 500 || response.status === 429) {
      throw new MomoUnavailable(`MoMo answered ${response.status} to ${init.method} ${path}`);
    }
    return { status: response.status, body } satisfies Answer;
  };

  const accessToken = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.apiUser}:${settings.apiKey}`).toString('base64');
    const answer = await call('/collection/token/', {
      method: 'POST',
      headers: { ...subscription, authorization: `Basic ${basic}` },
    });
    const value = answer.body.access_token;
    if (answer.status !== 200 || typeof value !== 'string') {
      throw new MomoUnavailable(
        `MoMo refused our keys for a token (${answer.status}): check MOMO_API_USER and MOMO_API_KEY`,
      );
    }
    const lifetime = Number(answer.body.expires_in ?? 3600) * 1000;
    token = { value, until: Date.now() + Math.max(lifetime - TOKEN_MARGIN_MS, 0) };
    return value;
  };

  /** A call with the bearer token; a 401 drops the kept token and tries once with a new one. */
  const authorized = async (path: string, method: string, headers: Record<string, string>, body?: string) => {
    for (const retry of [false, true]) {
      const bearer = await accessToken();
      const answer = await call(path, {
        method,
        headers: {
          ...subscription,
          ...headers,
          authorization: `Bearer ${bearer}`,
          'x-target-environment': settings.targetEnvironment,
        },
        ...(body === undefined ? {} : { body }),
      });
      if (answer.status !== 401) return answer;
      token = null;
      if (retry) throw new MomoUnavailable(`MoMo answered 401 to ${method} ${path}: check MOMO_SUBSCRIPTION_KEY`);
    }
    throw new Error('unreachable');
  };

  return {
    async requestToPay(request) {
      const answer = await authorized(
        '/collection/v1_0/requesttopay',
        'POST',
        {
          'content-type': 'application/json',
          'x-reference-id': request.referenceId,
          'x-callback-url': `${settings.callbackBase}${request.referenceId}/`,
        },
        JSON.stringify({
          amount: request.amount,
          currency: request.currency,
          externalId: request.externalId,
          payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
          payerMessage: request.payerMessage,
          payeeNote: request.payeeNote,
        }),
      );
      if (answer.status === 202 || answer.status === 409) return;
      throw new MomoRefused(typeof answer.body.code === 'string' ? answer.body.code : `HTTP_${answer.status}`);
    },

    async status(referenceId) {
      const answer = await authorized(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, 'GET', {});
      if (answer.status === 404) return null;
      const { body } = answer;
      const status = body.status;
      if (answer.status !== 200 || (status !== 'PENDING' && status !== 'SUCCESSFUL' && status !== 'FAILED')) {
        throw new MomoUnavailable(`MoMo answered ${answer.status} without a known status for ${referenceId}`);
      }
      // The reason is a code, or (in some versions) an object holding it.
      const reason = body.reason;
      const code =
        typeof reason === 'string'
          ? reason
          : reason && typeof reason === 'object' && typeof (reason as { code?: unknown }).code === 'string'
            ? (reason as { code: string }).code
            : '';
      return {
        status,
        amount: String(body.amount ?? ''),
        currency: String(body.currency ?? ''),
        financialTransactionId: typeof body.financialTransactionId === 'string' ? body.financialTransactionId : '',
        reason: code,
      };
    },
  };
}

/** Our callback address under SITE_URL; each request's reference id follows it. */
export const MOMO_CALLBACK_PATH = '/api/payments/momo/callback/';
