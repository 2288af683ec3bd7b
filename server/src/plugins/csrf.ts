import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { safeEqual } from '../lib/crypto';
import { HttpError } from '../lib/http-errors';

/**
 * Django's CSRF scheme: a 32-character secret in the `csrftoken` cookie (readable by scripts),
 * sent back in `X-CSRFToken` either as is or masked (64 characters: mask + secret shifted by mask).
 */
export const CSRF_COOKIE = 'csrftoken';
const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SECRET_LENGTH = 32;
const VALID = /^[a-zA-Z0-9]+$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

const randomChars = (length: number) => Array.from({ length }, () => CHARS[randomInt(CHARS.length)]).join('');

export function newCsrfSecret(): string {
  return randomChars(SECRET_LENGTH);
}

export function maskCsrfSecret(secret: string): string {
  const mask = randomChars(SECRET_LENGTH);
  let cipher = '';
  for (let i = 0; i < SECRET_LENGTH; i++) {
    cipher += CHARS[(CHARS.indexOf(secret[i] as string) + CHARS.indexOf(mask[i] as string)) % CHARS.length];
  }
  return mask + cipher;
}

function unmask(token: string): string {
  const mask = token.slice(0, SECRET_LENGTH);
  const cipher = token.slice(SECRET_LENGTH);
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) {
    const index = CHARS.indexOf(cipher[i] as string) - CHARS.indexOf(mask[i] as string);
    secret += CHARS[(index + CHARS.length) % CHARS.length];
  }
  return secret;
}

/** The secret a header value (or a page's hidden field) stands for, or null when it is malformed. */
export function secretFromToken(token: string): string | null {
  if (!VALID.test(token)) return null;
  if (token.length === SECRET_LENGTH) return token;
  if (token.length === SECRET_LENGTH * 2) return unmask(token);
  return null;
}

export function isValidCsrfSecret(value: string | undefined): value is string {
  return typeof value === 'string' && value.length === SECRET_LENGTH && VALID.test(value);
}

const reject = (reason: string) => new HttpError(403, `CSRF Failed: ${reason}`);

export function setCsrfCookie(reply: FastifyReply, config: Config, secret: string): void {
  reply.setCookie(CSRF_COOKIE, secret, {
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
}

function checkOrigin(request: FastifyRequest, config: Config): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw reject('Cross-site request refused.');
  const origin = request.headers.origin;
  if (!origin) return;
  const allowed = new Set([new URL(config.siteUrl).origin, ...config.allowedOrigins]);
  const host = request.headers.host;
  if (host) allowed.add(`${request.protocol}://${host}`);
  if (!allowed.has(origin)) throw reject(`Origin checking failed - ${origin} does not match any trusted origins.`);
}

/** The hidden field of a form posted by a page (Django's name), for pages that work before scripts run. */
export const CSRF_FIELD = 'csrfmiddlewaretoken';

/** The token of a form-encoded body: only the page forms' routes parse those (modules/page-forms). */
function formToken(request: FastifyRequest): unknown {
  const body = request.body;
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return undefined;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[CSRF_FIELD] : undefined;
}

/**
 * Every unsafe request must carry the token unless it is authenticated by the Token header
 * (DRF exempts those: a script on another site cannot read or send the stored token).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks an HMAC signature instead of a session (in its address: a signed link; in a header:
     * the SMS gateway's webhook): no CSRF token needed.
     */
    signedLink?: boolean;
  }
}

export const csrfPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.addHook('preValidation', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.auth.via === 'token') return;
      // A signed request (a digest's one-click unsubscribe, an SMS STOP link, the SMS gateway's webhook) is
      // its own proof and uses no cookie to forge.
      if (request.routeOptions.config.signedLink) return;
      if (config.isProduction) checkOrigin(request, config);
      const secret = request.cookies[CSRF_COOKIE];
      if (!secret) throw reject('CSRF cookie not set.');
      if (!isValidCsrfSecret(secret)) throw reject('CSRF cookie has incorrect length or characters.');
      const token = request.headers['x-csrftoken'] || formToken(request);
      if (typeof token !== 'string' || !token) throw reject('CSRF token missing.');
      const sent = secretFromToken(token);
      if (!sent) throw reject('CSRF token has incorrect length or characters.');
      if (!safeEqual(sent, secret)) throw reject('CSRF token incorrect.');
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);
