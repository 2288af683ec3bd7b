import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** A mail: plain text always, an HTML part and extra headers (List-Unsubscribe...) when it has them. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * RFC 2606 reserves the `.invalid` top-level domain: no mail can reach an address there, so none is sent
 * (an account made from a phone has one: docs/decisions/0096-phone-only-seekers.md).
 */
export const isDeliverable = (address: string): boolean => !/\.invalid$/i.test(address.trim());

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into
 * DATA_DIR/outbox so a developer (and the browser tests) can open it. A mail to an address that can
 * never be delivered (isDeliverable) is dropped with a log line instead of failing and being retried.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const mailer = transportMailer(config, log);
  return {
    async send(mail) {
      if (isDeliverable(mail.to)) return mailer.send(mail);
      log.info({ subject: mail.subject }, 'mail to an undeliverable address not sent');
    },
  };
}

function transportMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
  };
}
