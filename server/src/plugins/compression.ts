import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and server-rendered pages for browsers that accept it: brotli, else gzip.
 * Our visitors pay for every byte on mobile data; a page of 20 jobs shrinks about 6x.
 * Brotli at quality 4 (the plugin's default) costs far less CPU than 11 for nearly the same size
 * on answers this small. Built assets are compressed once at build time (web/scripts/precompress.mjs)
 * and sent as they are by the static plugin; images are already compressed and are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below about one network packet, compression saves no round trip and costs CPU.
    threshold: 1024,
  });
}
