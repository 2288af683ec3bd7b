import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { safeEqual } from '../crypto';
import type { SmsSender } from './sms-sender';

/** What the Twilio adapter needs (config.ts reads it from TWILIO_* when SMS_GATEWAY=twilio). */
export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a Messaging Service (its SID starts with MG). */
  from: string;
  baseUrl: string;
};

/** A gateway answer that is not a success: the queue sends the message again later. */
export class SmsGatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends through Twilio's Programmable Messaging REST API: one POST to the account's Messages resource,
 * form-encoded, HTTP Basic auth with the account SID and auth token. Twilio answers 201 with the
 * message's JSON; anything else (a 4xx carries Twilio's `code` and `message`) throws, and the SMS queue
 * tries again with back-off.
 */
export function createTwilioSmsSender(settings: TwilioSettings, log: FastifyBaseLogger): SmsSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender = /^MG[0-9a-f]{32}$/i.test(settings.from) ? 'MessagingServiceSid' : 'From';
  return {
    async send(sms) {
      const body = new URLSearchParams({ To: sms.to, [sender]: settings.from, Body: sms.text });
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (!response.ok) {
        const reason = answer.message ? `Twilio error ${answer.code ?? ''}: ${answer.message}` : 'no error detail';
        throw new SmsGatewayError(response.status, `SMS gateway answered ${response.status} (${reason.trim()})`);
      }
      log.info({ sid: answer.sid, to: sms.to }, 'SMS handed to Twilio');
    },
  };
}

/**
 * Twilio's X-Twilio-Signature for a form-encoded webhook: HMAC-SHA1 with the auth token over the full
 * URL Twilio called, then each POST parameter's name and value, sorted by name, with no separators;
 * base64. (Twilio's "Secure webhooks" page.)
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this request (constant time); a missing one never is. */
export const isTwilioSignature = (
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean => typeof signature === 'string' && safeEqual(signature, twilioSignature(authToken, url, params));
