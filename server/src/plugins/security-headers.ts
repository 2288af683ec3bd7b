import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Inline code of index.html the document policy allows by hash: strings like "'sha256-...'". */
export type InlineHashOptions = { scriptHashes?: string[]; styleHashes?: string[] };

/**
 * The policy of everything that is not a document (scripts, styles, JSON, images, the service
 * worker's script, JSON errors). Such an answer renders nothing, so the document's allowances
 * (Google sign-in, inline hashes, image sources) are useless on it. It still names 'self' as the
 * default: a worker script's policy governs the worker, whose fetches go to its own origin.
 */
export const COMPACT_CSP = "default-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none'";

/**
 * Helmet headers that only matter when the answer is rendered as a page (or framed, or opened
 * as a download in old Internet Explorer): dropped from the other answers, where they are about a
 * kilobyte of every small answer a phone downloads.
 */
const DOCUMENT_ONLY_HEADERS = ['origin-agent-cluster', 'x-frame-options', 'permissions-policy'] as const;

/**
 * Browser features the site never uses, turned off for its pages and anything they embed: a script
 * injected somehow still cannot reach the camera, the microphone, the location or a payment sheet.
 * What the app does use stays allowed: Google sign-in's credential prompt, sharing, fullscreen video.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'browsing-topics=()',
].join(', ');

/** HTML and every XML type (SVG, XHTML, feeds, the sitemap): they can run script or be framed. */
const DOCUMENT_TYPE = /^\s*(?:text\/html|[\w.-]+\/(?:[\w.-]+\+)?xml)\s*(?:;|$)/i;
/** Built and uploaded files that never render as a page, by extension (a 304 of a file names no type). */
const NON_DOCUMENT_FILE = /\.(?:js|mjs|css|json|webmanifest|map|png|jpe?g|webp|avif|gif|ico|woff2?|txt|pdf)$/i;

/**
 * Whether an answer gets the document's headers. Decided from its Content-Type; without one,
 * a 304 of a static file by its extension, an answer without a body (204, a redirect) is no
 * document, and anything else unknown is treated as one (the stricter side).
 */
export function isDocumentAnswer(
  contentType: string | undefined,
  statusCode: number,
  pathname: string,
  hasBody: boolean,
): boolean {
  if (contentType) return DOCUMENT_TYPE.test(contentType);
  if (statusCode === 304) return !NON_DOCUMENT_FILE.test(pathname);
  return hasBody;
}

const hasBody = (payload: unknown) =>
  payload !== null && payload !== undefined && payload !== '' && !(Buffer.isBuffer(payload) && payload.length === 0);

/**
 * Security headers on every answer, errors included. Helmet sets the documents' full set in
 * onRequest, so any answer, however it ends, carries at least that. In onSend, once the type of
 * the answer is known, an answer that is not a document gets the compact set instead (still
 * nosniff, Referrer-Policy, COOP, CORP, HSTS in production and a CSP that forbids framing, plugins
 * and base changes). Helmet writes its headers on the raw response; a route's own header (the
 * sandbox policy of résumés and uploads, set through reply.header) takes precedence over those
 * when the head is written, so it is left as the route set it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  { scriptHashes = [], styleHashes = [] }: InlineHashOptions = {},
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', ...scriptHashes],
        styleSrc: ["'self'", 'https://accounts.google.com/gsi/style', ...styleHashes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://accounts.google.com/gsi/'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers and plugins long gone (IE8 downloads, Flash, the XSS auditor Chrome
    // removed) or that slow pages (no DNS prefetch): about 150 bytes of every page, for nothing.
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Google's sign-in popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as the policy's frame-ancestors 'none' (helmet's default, SAMEORIGIN, said otherwise).
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const contentType = reply.getHeader('content-type');
    const pathname = request.url.split('?')[0] ?? '';
    const document = isDocumentAnswer(
      typeof contentType === 'string' ? contentType : undefined,
      reply.statusCode,
      pathname,
      hasBody(payload),
    );
    if (!document) applyCompactHeaders(reply);
    return payload;
  });
}

/** Replaces helmet's document headers on the raw response; headers the route set itself win anyway. */
function applyCompactHeaders(reply: FastifyReply): void {
  const raw = reply.raw;
  if (raw.headersSent) return;
  for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
  raw.setHeader('content-security-policy', COMPACT_CSP);
  // Popups matter only to documents: the strictest policy costs nothing here.
  raw.setHeader('cross-origin-opener-policy', 'same-origin');
}
