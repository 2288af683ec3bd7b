import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { escapeXml } from './xml';

/**
 * The small pages signed links answer with (a digest's unsubscribe, an SMS's STOP): no app JavaScript,
 * so they work from any mail app or SMS on any phone. `body` is HTML the caller escaped.
 */
export function linkPage(config: Config, title: string, body: string, back: { href: string; label: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)} | ${escapeXml(config.siteName)}</title></head><body><main><h1>${escapeXml(title)}</h1>${body}<p><a href="${escapeXml(back.href)}">${escapeXml(back.label)}</a></p></main></body></html>`;
}

/**
 * A signed link's POST may come with a form body (the page's own button, a mail app's one-click
 * "List-Unsubscribe=One-Click"): read and ignored, since the signed address says everything. In the
 * calling plugin's scope only.
 */
export function ignoreFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
}
