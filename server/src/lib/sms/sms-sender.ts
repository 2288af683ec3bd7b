import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One text message: `to` in E.164 (+231...), `text` already cut to fit its segments. */
export type Sms = { to: string; text: string };
export type SmsSender = { send(sms: Sms): Promise<void> };

/**
 * Where SMS go when no gateway is configured: each message is logged and written as a .json file into
 * DATA_DIR/sms-outbox, like the mail outbox, so a developer (and the browser tests) can read it.
 */
export function createOutboxSmsSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const outbox = path.join(dataDir, 'sms-outbox');
  return {
    async send(sms) {
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, `${JSON.stringify(sms)}\n`);
      log.info({ file, to: sms.to }, 'SMS written to the outbox');
    },
  };
}
