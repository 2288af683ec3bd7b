import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_AUTH_TOKEN = 'fake-twilio-auth-token-0123456789';

/** The settings of an app whose SMS gateway is Twilio with the fake's account (sends still go to the outbox). */
export const FAKE_TWILIO_ENV = {
  SMS_GATEWAY: 'twilio',
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: '+15005550006',
};

export type FakeTwilio = {
  baseUrl: string;
  /** Every message Twilio accepted, as its form fields. */
  messages: Array<Record<string, string>>;
  /** The next answers to give instead of accepting (e.g. a 503, then Twilio's 400 for a bad number). */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for Twilio's Messages resource, answering as the real API does (its "Message
 * resource" and error pages): 401 with Twilio's error JSON for a wrong account or token, 400 with
 * code 21211 for a bad To, 201 and the message JSON on success.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: Array<Record<string, string>> = [];
  const failures: number[] = [];
  const error = (status: number, code: number, message: string) =>
    JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number, json: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(json);
    };
    const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`) {
      return answer(404, error(404, 20404, 'The requested resource was not found'));
    }
    if (request.headers.authorization !== expectedAuth) return answer(401, error(401, 20003, 'Authenticate'));
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return answer(400, error(400, 21601, 'Unsupported content type'));
    }
    const fields = Object.fromEntries(new URLSearchParams(body));
    const failure = failures.shift();
    if (failure === 400 || !/^\+[1-9][0-9]{7,14}$/.test(fields.To ?? '')) {
      return answer(400, error(400, 21211, `The 'To' number ${fields.To} is not a valid phone number.`));
    }
    if (failure) return answer(failure, failure >= 500 ? 'Service Unavailable' : error(failure, 20001, 'Failed'));
    if (!fields.Body || !(fields.From || fields.MessagingServiceSid)) {
      return answer(400, error(400, 21602, 'Message body is required.'));
    }
    messages.push(fields);
    const sid = `SM${String(messages.length).padStart(32, '0')}`;
    return answer(
      201,
      JSON.stringify({
        sid,
        account_sid: FAKE_ACCOUNT_SID,
        to: fields.To,
        from: fields.From ?? null,
        messaging_service_sid: fields.MessagingServiceSid ?? null,
        body: fields.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages/${sid}.json`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
