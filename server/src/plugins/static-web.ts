import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { defaultWebDist } from '../lib/paths';

/** Path prefixes that never fall back to the web app: their misses are JSON 404s. */
const API_PREFIXES = ['/api/', '/accounts/api/', '/companies/api/', '/companies/profile/api/', '/media/', '/static/'];

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year, index.html for
 * every front-end route (never cached, so a new release shows at once), and uploads under /media/.
 */
export async function registerStaticWeb(app: FastifyInstance, config: Config): Promise<void> {
  const webDist = path.resolve(config.webDist ?? defaultWebDist);
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Read once: it only changes with a new build, which means a restart.
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  await app.register(async (files) => {
    // @fastify/static takes no route config: mark its routes public and free of session lookups.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', skipAuth: true };
    });
    await serveMedia(files, config);
    if (hasWeb) await serveWebApp(files, webDist);
    // The home page itself: the static wildcard would treat '/' as a directory listing and refuse it.
    if (hasWeb) {
      files.get('/', (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
      );
    }
  });

  // Not found: the web app for page requests (it routes on the client), JSON for the rest.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}

async function serveMedia(app: FastifyInstance, config: Config): Promise<void> {
  mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'media'),
    prefix: '/media/',
    index: false,
    dotfiles: 'deny',
    setHeaders(reply, filePath) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (filePath.includes(`${path.sep}resumes${path.sep}`)) {
        reply.header('Content-Disposition', `attachment; filename="${path.basename(filePath)}"`);
        reply.header('Cache-Control', 'private, no-store');
      }
    },
  });
}

async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (relative === 'index.html' || relative.endsWith('service-worker.js')) {
        reply.header('Cache-Control', 'no-cache');
      } else {
        reply.header('Cache-Control', 'public, max-age=86400');
      }
    },
  });
}
