import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DATA_DIR } from './playwright.config';

export const DEMO_PASSWORD = 'liberia-demo-2026';

/** A unique e-mail address per test so tests never share an account. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * An unsafe API call as the web client makes it, on `request`'s cookies (a page's: its browser's
 * session): a fresh CSRF cookie read into the header. `body` is `{ data }` (JSON) or `{ multipart }`.
 * Answers the JSON; anything but a 2xx throws with the server's answer.
 */
export async function send(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: { data?: unknown; multipart?: Record<string, string> } = {},
) {
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.fetch(path, { method, headers: { 'X-CSRFToken': csrf }, ...body });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Registers an account through the API, as the web client would (CSRF cookie first). */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
  userType: 'job_seeker' | 'company',
): Promise<void> {
  await send(request, 'POST', '/accounts/api/register/', {
    data: { email, password, password2: password, user_type: userType },
  });
}

/** The newest mail in the server's outbox addressed to `to`, as raw text. */
export function latestMailTo(to: string): string | null {
  const outbox = path.join(DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8');
    if (text.includes(`To: ${to}`)) return text;
  }
  return null;
}

/** The reset link of a quoted-printable mail: soft line breaks joined, '=3D' back to '='. */
export function resetLinkIn(mail: string): URL {
  const decoded = mail
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=')
    .replace(/&amp;/g, '&');
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\/confirm\?[^\s"'<>]+/.exec(decoded);
  if (!match) throw new Error(`no reset link in the mail:\n${decoded}`);
  return new URL(match[0]);
}

/**
 * Names the company signed in on `request` (a company is public, and may post, only once it chose its
 * name): the profile's required fields, in the first industry.
 */
export async function nameCompanyThroughApi(request: APIRequestContext, name: string): Promise<void> {
  const industries = (await (await request.get('/api/companies/industries/')).json()) as Array<{ id: number }>;
  await send(request, 'POST', '/companies/profile/api/', {
    multipart: { name, description: `${name} hires in Liberia.`, size: 'small', industry: String(industries[0]?.id) },
  });
}
