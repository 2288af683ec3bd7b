import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createTwilioSmsSender } from './twilio';

/** One text message: `to` in E.164 (+231...), `text` already cut to fit its segments. */
export type Sms = { to: string; text: string };
export type SmsSender = { send(sms: Sms): Promise<void> };

/**
 * Where SMS go when no gateway is configured: each message is logged and written as a .json file into
 * DATA_DIR/sms-outbox, like the mail outbox, so a developer (and the browser tests) can read it.
 */
export function createOutboxSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  const outbox = path.join(config.dataDir, 'sms-outbox');
  return {
    async send(sms) {
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, `${JSON.stringify(sms)}\n`);
      log.info({ file, to: sms.to }, 'SMS written to the outbox');
    },
  };
}

/** The real sender: Twilio when SMS_GATEWAY=twilio (config.ts), otherwise the outbox. */
export const createSmsSender = (config: Config, log: FastifyBaseLogger): SmsSender =>
  config.twilio ? createTwilioSmsSender(config.twilio, log) : createOutboxSmsSender(config, log);
