import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression';
import { secretFromToken } from './csrf';

/**
 * A weak tag of an answer's content. Weak (RFC 9110 8.8.1): one tag stands for the plain, brotli
 * and gzip copies of the same content, which differ byte for byte. 120 bits of SHA-1 are plenty
 * to tell two versions of one URL apart; the hash is a fingerprint, not a secret.
 */
export function weakTag(content: string | Buffer): string {
  return `W/"${createHash('sha1').update(content).digest('base64url').slice(0, 20)}"`;
}

/** If-None-Match against our tag, by the weak comparison RFC 9110 13.1.2 prescribes for it. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const ours = opaque(tag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === ours);
}

/**
 * TanStack Query's dehydrated state in a server-rendered page records when each answer was fetched
 * (dehydratedAt, dataUpdatedAt...): two renders of the same content differ only there. The tag is
 * computed without those times, so the page still revalidates to a 304; a page kept by the browser
 * carries its own, older times, which tell the app how old its data is.
 */
const FETCH_TIMES = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * Each render masks the visitor's CSRF secret anew (its forms' hidden field, the app's state): the tag
 * reads each token as the secret it stands for. Same secret, same tag: a 304 keeps a page whose tokens
 * still pass; a new secret (after signing in) changes the tag, so the page comes again with tokens that
 * do. The page is private to that cookie (`Vary: Cookie`), and the tag a hash.
 */
const MASKED_TOKENS = /(name="csrfmiddlewaretoken" value="|"csrfToken":")([A-Za-z0-9]{64})"/g;

export function pageContent(body: string | Buffer, contentType: string): string | Buffer {
  if (!/^text\/html/i.test(contentType)) return body;
  return body
    .toString()
    .replace(FETCH_TIMES, '"$1":0')
    .replace(MASKED_TOKENS, (_, before: string, token: string) => `${before}${secretFromToken(token)}"`);
}

const isNoStore = (cacheControl: string) => /(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);

/**
 * Conditional GET for answers made in memory (JSON, server-rendered pages, the sitemap): a weak
 * ETag on each 200 to a GET or HEAD, and a 304 without a body when the browser's If-None-Match
 * names it. A phone revisiting /jobs, or the service worker revalidating its lists, then downloads
 * a few hundred bytes of headers instead of the answer again.
 *
 * - Runs in onSend before compression, which compresses in each route's own onSend hook (after all
 *   app-wide ones), so the tag describes the content, not the encoding. An answer its route already
 *   compressed (the job list cache) sets its own tag from its plain text.
 * - Answers marked no-store (every signed-in answer, auth.ts) get none: nothing may keep them.
 *   Register it after the auth plugin, whose onSend adds that mark.
 * - A tagged answer without a Cache-Control gets `no-cache`: keep it, and ask before reusing it.
 *   Pages keep theirs (`private, no-cache` and `Vary: Cookie`, ssr.ts).
 * - Files from @fastify/static are streams: it tags them and answers their 304s itself.
 */
export async function registerConditionalGet(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (isNoStore(cacheControl)) return payload;

    let tag = reply.getHeader('etag');
    if (tag === undefined) {
      // Compressed bytes are not the content: a route that compresses must tag its answer itself.
      if (reply.getHeader('content-encoding') !== undefined) return payload;
      tag = weakTag(pageContent(payload, String(reply.getHeader('content-type') ?? '')));
      reply.header('ETag', tag);
    }
    if (!cacheControl) reply.header('Cache-Control', 'no-cache');
    if (!matchesTag(request.headers['if-none-match'], String(tag))) return payload;

    reply.code(304);
    // A 304 describes the stored answer; it carries no body and nothing about one (RFC 9110 15.4.5).
    for (const name of ['content-type', 'content-length', 'content-encoding']) reply.removeHeader(name);
    // The 200 would have varied by encoding (compression.ts): a cache must know it of the 304 too.
    const vary = String(reply.getHeader('vary') ?? '');
    if (Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD && !/accept-encoding/i.test(vary)) {
      reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    // Fastify's HEAD route measures the payload in its own onSend hook and needs a string.
    return request.method === 'HEAD' ? '' : null;
  });
}
