import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { storageFor } from '../lib/media-storage';
import { defaultWebDist } from '../lib/paths';
import { markRouteSource } from './route-source';
import { registerPageRedirects } from './page-redirects';
import { createPageSender, type SendPage } from './ssr';
import { PUBLIC_MEDIA_HEADERS, serveStoredMedia } from './stored-media';

/** Paths of the API and of uploads: never files of the web app. */
const SERVER_PREFIXES = ['/api/', '/accounts/api/', '/companies/api/', '/companies/profile/api/', '/media/'];
/** Path prefixes that never fall back to the web app's page: their misses are JSON 404s. */
const API_PREFIXES = [...SERVER_PREFIXES, '/static/'];

const isServerPath = (url: string) => SERVER_PREFIXES.some((prefix) => url.startsWith(prefix));

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year, index.html for
 * every front-end route (server-rendered when the SSR build is there, see ssr.ts; never cached,
 * so a new release shows at once), and public uploads under /media/.
 */
export type WebIndex = { webDist: string; hasWeb: boolean; indexHtml: string };

/** The built web app's folder and its index.html, read once: it only changes with a new build, which means a restart. */
export function readWebIndex(config: Config): WebIndex {
  const webDist = path.resolve(config.webDist ?? defaultWebDist);
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  return { webDist, hasWeb, indexHtml: hasWeb ? readFileSync(indexFile, 'utf8') : '' };
}

export async function registerStaticWeb(
  app: FastifyInstance,
  config: Config,
  { webDist, hasWeb, indexHtml }: WebIndex = readWebIndex(config),
): Promise<SendPage | null> {
  const sendPage = await createPageSender(app, config, webDist, indexHtml);

  await app.register(async (files) => {
    markRouteSource(files, 'server/src/plugins/static-web.ts');
    // @fastify/static takes no route config: mark its routes public and free of session lookups.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', skipAuth: true };
    });
    await serveMedia(files, config);
    if (hasWeb) await serveWebApp(files, webDist);
    // The home page itself: the static wildcard would treat '/' as a directory listing and refuse it.
    if (hasWeb) {
      files.get('/', (request, reply) => sendPage(request, reply));
      registerPageRedirects(files, sendPage);
    }
  });

  // Not found: the web app for page requests (it routes on the client), JSON for the rest.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !isApiPath(request.url)) {
      return sendPage(request, reply);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
  // The pages' forms post to the pages' addresses: only where there are pages.
  return hasWeb ? sendPage : null;
}

/** Public uploads only: pictures and logos. Résumés are private and served by the media module. */
const PUBLIC_MEDIA_FOLDERS = ['pictures', 'logos'] as const;

/**
 * From a local folder, @fastify/static sends files as now (sendfile, ranges, 304s); from a bucket,
 * stored-media.ts streams them through with the same headers.
 */
async function serveMedia(app: FastifyInstance, config: Config): Promise<void> {
  const storage = storageFor(config);
  if (!storage.localRoot) return serveStoredMedia(app, storage, PUBLIC_MEDIA_FOLDERS);
  for (const [index, folder] of PUBLIC_MEDIA_FOLDERS.entries()) {
    const root = path.join(storage.localRoot, folder);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/media/${folder}/`,
      // reply.sendFile is decorated once, by the first registration.
      decorateReply: index === 0,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.headers(PUBLIC_MEDIA_HEADERS);
      },
    });
  }
}

async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    // API and media paths are never files of the web app (a '/media/..%2f' trick would reach its folder).
    allowedPath: (pathName) => !isServerPath(pathName),
    // The build writes .br and .gz copies (web/scripts/precompress.mjs): sent as they are, never compressed per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The file sent may be a precompressed copy (app.js.br): its cache rule is the original's.
      const relative = path.relative(webDist, filePath).replace(/\.(br|gz)$/, '');
      if (relative.startsWith(`assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // A hashed file never changes and is never asked for again, nor in ranges: its validators
        // would be about 110 bytes of every script a phone downloads for nothing.
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      } else if (relative === 'index.html' || relative.endsWith('service-worker.js')) {
        reply.header('Cache-Control', 'no-cache');
      } else {
        reply.header('Cache-Control', 'public, max-age=86400');
      }
    },
  });
}
