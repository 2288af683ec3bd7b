import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormSubmission } from '@lj/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { CSRF_COOKIE, isValidCsrfSecret, maskCsrfSecret, newCsrfSecret, setCsrfCookie } from './csrf';
import { type CriticalCss, createCriticalCss } from './critical-css';
import { pageScriptSrc, pageTemplate } from './page-template';

/** What web/src/entry-server.tsx exports (the web build's dist-ssr/entry-server.js). */
type RenderResult = { head: string; html: string; state: string; status: number; page: boolean };
type RenderOptions = { fetchApi: typeof fetch; siteUrl: string; csrfToken: string; submission?: FormSubmission };
type Render = (url: string, options: RenderOptions) => Promise<RenderResult>;

/**
 * Sends the page of the request's address (or `url`, the page a form elsewhere belongs to); after a
 * form post, rendered with what became of it.
 */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  submission?: FormSubmission,
  url?: string,
) => Promise<FastifyReply>;

/** The server build sits beside the browser build: web/dist and web/dist-ssr (or WEB_DIST and WEB_DIST-ssr). */
export const ssrEntryPath = (webDist: string) => path.join(`${webDist}-ssr`, 'entry-server.js');

async function loadRender(webDist: string): Promise<Render | null> {
  const entry = ssrEntryPath(webDist);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: Render };
  return typeof module.render === 'function' ? module.render : null;
}

/** Fills index.html's placeholders; function replacements, so a '$' in page text stays a '$'. */
export function fillTemplate(template: string, result: RenderResult): string {
  return template
    .replace(/<!--app-head-->[\s\S]*?<!--\/app-head-->/, () => result.head)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () => result.state);
}

/** Where the web build marks the critical CSS's place, before its deferred stylesheet (web/src/build/defer-stylesheet.ts). */
const CRITICAL_CSS_PLACE = '<!--critical-css-->';
const DEFERRED_STYLESHEET = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" media="print">/;

/** The critical CSS maker for the stylesheet index.html defers, or null when the build has none. */
function criticalCssFor(webDist: string, indexHtml: string): ((html: string) => CriticalCss) | null {
  const stylesheet = DEFERRED_STYLESHEET.exec(indexHtml)?.[1];
  if (!stylesheet || !indexHtml.includes(CRITICAL_CSS_PLACE)) return null;
  const file = path.join(webDist, stylesheet);
  return existsSync(file) ? createCriticalCss(readFileSync(file, 'utf8')) : null;
}

/** The page's policy with its inline style allowed by hash (the rest as the security headers set it). */
export function allowStyleHash(policy: string, hash: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('style-src ') ? `${directive} ${hash}` : directive))
    .join(';');
}

/** The page a server render was asked for, passed to the API it reads (a job view's source is in its utm_source). */
export const LANDING_HEADER = 'x-landing-url';

/**
 * The API as the page's own requests would reach it: GET only, through the whole app (auth,
 * CSRF, rate limits) with the visitor's cookies; cookies the API sets (the job-view cookie) are
 * passed on to the page's answer, as the browser would have received them.
 */
function visitorFetch(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A server render only reads the API, got ${method}`);
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    if (request.headers.referer) headers.referer = request.headers.referer;
    headers[LANDING_HEADER] = request.url;
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const setCookie = answer.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      reply.header('set-cookie', cookie);
    }
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * The token the page's forms carry in their hidden field (masked, a new one per answer, as Django
 * does against compression attacks), from the visitor's csrftoken cookie, set now if it is missing.
 */
function csrfTokenFor(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  let secret = request.cookies[CSRF_COOKIE];
  if (!isValidCsrfSecret(secret)) {
    secret = newCsrfSecret();
    setCsrfCookie(reply, config, secret);
  }
  return maskCsrfSecret(secret);
}

/** A page shown again because its form was refused answers as the refusal did (400 by default). */
const submissionStatus = (submission: FormSubmission | undefined) =>
  submission && !submission.done ? (submission.apiError?.status ?? 400) : undefined;

/**
 * Answers a page request: rendered by React on the server when the web app's server build is
 * there (public pages get their content, every page its title), else the plain index.html shell
 * (server tests, or a build without SSR). A failing render falls back to the shell too.
 */
export async function createPageSender(
  app: FastifyInstance,
  config: Config,
  webDist: string,
  indexHtml: string,
): Promise<SendPage> {
  const render = await loadRender(webDist);
  const criticalCss = criticalCssFor(webDist, indexHtml);
  // A public page goes out with the page script instead of the React app (page-template.ts).
  const scriptSrc = pageScriptSrc(webDist);
  const pageHtml = scriptSrc ? pageTemplate(indexHtml, scriptSrc) : indexHtml;
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  if (!render) return async (_request, reply) => sendShell(reply);

  return async (request, reply, submission, url = request.url) => {
    let result: RenderResult;
    try {
      result = await render(url, {
        fetchApi: visitorFetch(app, request, reply),
        siteUrl: config.siteUrl,
        csrfToken: csrfTokenFor(request, reply, config),
        submission,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Server render failed; sending the client-rendered shell');
      return sendShell(reply);
    }
    let page = fillTemplate(result.page ? pageHtml : indexHtml, result);
    if (criticalCss) {
      const critical = criticalCss(page);
      page = page.replace(CRITICAL_CSS_PLACE, () => `<style>${critical.css}</style>`);
      // Helmet put the documents' policy on the raw response; this page also allows its own style.
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('Content-Security-Policy', allowStyleHash(policy, critical.hash));
    }
    // The HTML names the visitor in the navigation bar: never shared by caches.
    return reply
      .code(submissionStatus(submission) ?? result.status)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  };
}
