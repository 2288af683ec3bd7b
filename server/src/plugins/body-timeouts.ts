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
 *
 * An upload's long limit must not let a trickle hold the socket for it: an upload also has a rate
 * floor, at least UPLOAD_FLOOR.bytesPerSecond over every window of UPLOAD_FLOOR.windowMs (500 B/s,
 * 4 kbit/s, over 30 s: a tenth of the slowest 2G upload, and a stall of 25 s in a window that
 * otherwise moves at 2G speed passes). A request answered before its body has arrived (a guest's
 * upload refused with 401, say) is not read any further: the answer closes the connection.
 */
export const SLOWEST_LINK_BITS_PER_SECOND = 100_000;
const MULTIPART_MAX_BYTES = 2 * MAX_UPLOAD_BYTES + 40 * 64 * 1024;
export const UPLOAD_TIMEOUT_MS = Math.ceil((MULTIPART_MAX_BYTES * 8) / SLOWEST_LINK_BITS_PER_SECOND) * 1000 + 60_000;

export const UPLOAD_FLOOR = { bytesPerSecond: 500, windowMs: 30_000 };

export type BodyTimeouts = {
  bodyMs: number;
  uploadMs: number;
  uploadFloor?: { bytesPerSecond: number; windowMs: number };
};

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
 * Checks an upload's pace once per window: fewer bytes than the floor asks in the last window ends
 * it. The socket's own count is read, so the body stream is left to its handler.
 */
function watchUploadPace(
  request: FastifyRequest,
  reply: FastifyReply,
  floor: { bytesPerSecond: number; windowMs: number },
): NodeJS.Timeout {
  const socket = request.raw.socket;
  let readBefore = socket.bytesRead;
  const pace = setInterval(() => {
    const read = socket.bytesRead - readBefore;
    readBefore = socket.bytesRead;
    if (read >= (floor.bytesPerSecond * floor.windowMs) / 1000) return;
    clearInterval(pace);
    endLateRequest(request, reply, floor.windowMs);
  }, floor.windowMs);
  pace.unref();
  return pace;
}

/**
 * Starts a clock on every request with a body, stopped once the body has fully arrived (or the
 * answer has gone). Uploads are streamed by their handlers, so their clock runs until the answer,
 * with a rate floor beside it.
 */
export function registerBodyTimeouts(app: FastifyInstance, limits: BodyTimeouts): void {
  const floor = limits.uploadFloor ?? UPLOAD_FLOOR;
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const upload = isUpload(request);
    const limitMs = upload ? limits.uploadMs : limits.bodyMs;
    const timer = setTimeout(() => endLateRequest(request, reply, limitMs), limitMs);
    timer.unref();
    const pace = upload ? watchUploadPace(request, reply, floor) : undefined;
    const stop = () => {
      clearTimeout(timer);
      clearInterval(pace);
    };
    request.raw.once('end', stop);
    request.raw.once('close', stop);
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
  });
  // Answered before the body arrived: say the connection closes, and close it once the answer is out.
  app.addHook('onSend', async (request, reply) => {
    if (!hasBody(request) || request.raw.complete) return;
    reply.header('connection', 'close');
    reply.raw.once('finish', () => request.raw.socket.destroySoon());
  });
}
