import type { FastifyBaseLogger } from 'fastify';

/**
 * Hands a mail (or an SMS) over without holding the request up: in the server the sender is a durable
 * queue (lib/mail-queue.ts), which retries a failed send; a failure to queue it is logged.
 */
export function sendLater<Message>(
  sender: { send(message: Message): Promise<void> },
  log: FastifyBaseLogger,
  message: Message,
  what: string,
): void {
  sender.send(message).catch((error: unknown) => log.error({ err: error }, `${what} not sent`));
}
