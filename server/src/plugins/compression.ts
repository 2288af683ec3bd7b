import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below about one network packet, compression saves no round trip and costs CPU. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers and server-rendered pages for browsers that accept it: brotli, else gzip.
 * Our visitors pay for every byte on mobile data; a page of 20 jobs shrinks about 6x.
 * Brotli at quality 5, as the job list cache compresses: on the 70 KB HTML of /jobs it is 8 % smaller
 * than the plugin's default 4 (about 950 bytes, which kept the page in its 14,000 B budget) for 0.3 ms
 * more; 11 would cost ten times the CPU for little more. Built assets are compressed once at build time (web/scripts/precompress.mjs)
 * and sent as they are by the static plugin; images are already compressed and are left alone.
 * It compresses in each route's own onSend hook, so it runs after every app-wide onSend hook: the
 * conditional GET plugin (conditional-get.ts) tags and answers 304 on the uncompressed content.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
