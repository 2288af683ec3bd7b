import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { weakTag } from '../../plugins/conditional-get';

/**
 * One serialized answer of the job list, with its compressed copies and its ETag (of the plain
 * text, so every encoding has the same tag) made on first demand.
 */
export type CachedList = { body: string; link: string | undefined; br?: Buffer; gzip?: Buffer; etag?: string };

type Entry = CachedList & { expiresAt: number };

export type JobListCache = {
  /** The cached answer for `key`, or `compute`'s; concurrent misses of one key share one computation. */
  get(key: string, compute: () => Promise<CachedList>): Promise<CachedList>;
  /** Forgets every answer, and every computation still running, after a write that may change a list. */
  clear(): void;
  readonly enabled: boolean;
};

/**
 * A few seconds' memory of guests' job list answers. Most traffic is guests reading the same
 * first pages and searches; each of those answers counts and ranks over the whole jobs table, so
 * 50 guests asking at once would each pay for the same query. Here they share one query, and for
 * `ttlSeconds` later askers get the same bytes (already compressed). A write through this process
 * clears it at once; another process's write shows within `ttlSeconds`.
 */
export function createJobListCache(ttlSeconds: number, maxEntries = 500): JobListCache {
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<Entry>>();
  // Bumped by clear(): a computation that started before a write must not store its (older) answer.
  let generation = 0;
  const ttlMs = ttlSeconds * 1000;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the least recently stored.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    enabled: ttlMs > 0,
    async get(key, compute) {
      if (ttlMs <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit;
      const pending = running.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const computation = compute().then((answer) => {
        const entry = { ...answer, expiresAt: Date.now() + ttlMs };
        if (generation === startedIn) store(key, entry);
        return entry;
      });
      running.set(key, computation);
      const forget = () => {
        if (running.get(key) === computation) running.delete(key);
      };
      computation.then(forget, forget);
      return computation;
    },
    clear() {
      generation += 1;
      entries.clear();
      running.clear();
    },
  };
}

/**
 * Clears the cache whenever a write succeeds anywhere in the app (posting, editing or deleting a
 * job, applying, a company renaming itself...). Writes are rare next to list reads, so clearing
 * on every one is simpler and safer than tracking which write touches which list. onSend runs
 * before the answer leaves, so the writer's own next read already misses the cache.
 */
export function clearJobListCacheOnWrites(app: FastifyInstance, cache: JobListCache): void {
  if (!cache.enabled) return;
  app.addHook('onSend', async (request, reply) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (isWrite && reply.statusCode < 400) cache.clear();
  });
}

/** The encoding to send a cached answer in: brotli, else gzip, else none (q=0 means "not this one"). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The cached answer's bytes in `encoding`, compressed once per entry and kept with it. */
export function encodedBody(answer: CachedList, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body);
  return answer.gzip;
}

/**
 * Sends a cached answer as the route would have: same JSON bytes and Link header, compressed when
 * accepted. The tag is the one the conditional GET plugin would give the plain answer; that plugin
 * compares it with If-None-Match and turns a match into a 304.
 */
export function sendCachedList(request: FastifyRequest, reply: FastifyReply, answer: CachedList): FastifyReply {
  if (answer.link) reply.header('Link', answer.link);
  answer.etag ??= weakTag(answer.body);
  reply.header('ETag', answer.etag);
  reply.header('Vary', 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  // The same floor as the compression plugin's: below about one packet, compressing saves nothing.
  const encoding = answer.body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  reply.header('Content-Encoding', encoding);
  return reply.send(encodedBody(answer, encoding));
}
