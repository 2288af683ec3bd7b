import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../lib/uploads';

/**
 * How long a request body may take to arrive (a body trickled one byte every few seconds
 * would otherwise hold its socket forever). Chosen for a real phone on 2G, about 100 kbit/s:
 * - a JSON or form body is a few kilobytes (the largest real one, a job with its description, about
 *   20 KB: 2 s at that speed): 30 s (BODY_TIMEOUT_SECONDS);
 * - an upload may carry two files at the upload limit and its fields: its size at 100 kbit/s, plus a
 *   minute (10 MB alone needs about 14 minutes).
 * Past it the server answers 408 and closes the connection. Headers have Node's own limit (60 s).
 */
export const SLOWEST_LINK_BITS_PER_SECOND = 100_000;
const MULTIPART_MAX_BYTES = 2 * MAX_UPLOAD_BYTES + 40 * 64 * 1024;
export const UPLOAD_TIMEOUT_MS = Math.ceil((MULTIPART_MAX_BYTES * 8) / SLOWEST_LINK_BITS_PER_SECOND) * 1000 + 60_000;

export type BodyTimeouts = { bodyMs: number; uploadMs: number };

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;

/** Ends a request whose body is late: 408, the connection closed, Fastify told to leave the reply alone. */
function endLateRequest(request: FastifyRequest, reply: FastifyReply, limitMs: number): void {
  request.log.warn({ limitMs }, 'request body too slow: 408 and the connection closed');
  reply.hijack();
  const raw = reply.raw;
  const socket = request.raw.socket;
  if (raw.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ detail: 'The request took too long to arrive. Please try again.' });
  raw.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  raw.end(body, () => socket.destroy());
}

/**
 * Starts a clock on every request with a body, stopped once the body has fully arrived (or the
 * answer has gone). Uploads are streamed by their handlers, so their clock runs until the answer.
 */
export function registerBodyTimeouts(app: FastifyInstance, limits: BodyTimeouts): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const limitMs = isUpload(request) ? limits.uploadMs : limits.bodyMs;
    const timer = setTimeout(() => endLateRequest(request, reply, limitMs), limitMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    request.raw.once('close', stop);
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
  });
}
