import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createOutboxSmsSender, type SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio';

/**
 * The real sender: Twilio when SMS_GATEWAY=twilio (config.ts), otherwise the outbox. Apart from
 * sms-sender.ts, which the Twilio adapter implements, so neither file imports the other.
 */
export const createSmsSender = (config: Config, log: FastifyBaseLogger): SmsSender =>
  config.twilio ? createTwilioSmsSender(config.twilio, log) : createOutboxSmsSender(config.dataDir, log);
