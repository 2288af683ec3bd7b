import { CSRF_FIELD_NAME, type ErrorResponse } from '@lj/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's status and, for a refusal, its error body (detail, code, messages by field); for a
 * success, its body as sent (the page shows part of it).
 */
export type ApiAnswer = { status: number; data: ErrorResponse; body?: unknown };

/** The texts of an error answer (detail, code, messages by field): what a page can show of it. */
function messagesOf(answer: unknown): ErrorResponse {
  const messages: ErrorResponse = {};
  if (!answer || typeof answer !== 'object') return messages;
  for (const [key, value] of Object.entries(answer)) {
    if (typeof value === 'string') messages[key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) messages[key] = value;
  }
  return messages;
}

/** The request headers a browser's own API call would carry, copied from the form's post. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'origin', 'referer', 'sec-fetch-site'] as const;

/**
 * Sends a page form's fields to the API route the app would call, as the app would: a JSON body,
 * the visitor's cookies, the form's CSRF token in X-CSRFToken, from the visitor's address. So the
 * API's own access rules, CSRF check, rate limits and validation decide, once, for both paths.
 * Cookies the API sets (the session after login) are passed on to the page's answer.
 */
export async function forwardToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  body: Record<string, unknown>,
  method: 'POST' | 'DELETE' = 'POST',
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const token = (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD_NAME];
  if (typeof token === 'string') headers['x-csrftoken'] = token;
  const payload = method === 'POST' ? body : undefined;
  const answer = await app.inject({ method, url, headers, payload, remoteAddress: request.ip });
  const setCookie = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    reply.header('set-cookie', cookie);
  }
  if (answer.statusCode < 300) {
    const body = answer.headers['content-type']?.toString().startsWith('application/json') ? answer.json() : undefined;
    return { status: answer.statusCode, data: {}, body };
  }
  let refusal: unknown = {};
  try {
    refusal = answer.json();
  } catch {
    // A refusal without a JSON body has nothing more to show than its status.
  }
  return { status: answer.statusCode, data: messagesOf(refusal) };
}
