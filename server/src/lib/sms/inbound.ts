import type { FastifyBaseLogger } from 'fastify';

/** A text message someone sent us: the gateway's id of it, the sender's number (E.164) and its words. */
export type InboundSms = { messageId: string; from: string; body: string };

/**
 * What reads the messages that are not STOP (SMS keywords, modules/ussd), handed to the gateway's
 * webhook by app.ts so the module that receives SMS need not know the modules that answer them.
 */
export type InboundSmsHandler = (sms: InboundSms, log: FastifyBaseLogger) => Promise<void>;
