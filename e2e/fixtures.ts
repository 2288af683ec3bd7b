import { createHmac } from 'node:crypto';
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

/** A job as the company's form sends it (POST /api/jobs/), for a test to override what it is about. */
export const jobFormFields = {
  description: 'Work on our sites across the county.',
  requirements: 'Two years of experience.',
  location: 'Monrovia, Montserrado',
  is_remote: false,
  job_type: 'full_time',
  experience_level: 'entry',
  pay_period: 'monthly',
  salary_min: null,
  salary_max: null,
  salary_currency: 'USD',
  is_active: true,
  deadline: null,
  skills: [],
  positions_available: 1,
};

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

/** The newest file's text in DATA_DIR/`folder` (names start with the time) that `wanted` accepts, or null. */
function newestIn(folder: string, wanted: (text: string) => boolean): string | null {
  let files: string[];
  try {
    files = readdirSync(path.join(DATA_DIR, folder)).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(DATA_DIR, folder, file), 'utf8');
    if (wanted(text)) return text;
  }
  return null;
}

/** The newest mail in the server's outbox addressed to `to`, as raw text. */
export const latestMailTo = (to: string): string | null => newestIn('outbox', (text) => text.includes(`To: ${to}`));

/** The newest SMS in the server's SMS outbox (DATA_DIR/sms-outbox/*.json) sent to `to` (E.164): its text, or null. */
export function latestSmsTo(to: string): string | null {
  const file = newestIn('sms-outbox', (text) => (JSON.parse(text) as { to: string }).to === to);
  return file === null ? null : (JSON.parse(file) as { text: string }).text;
}

/**
 * A seeker's SMS STOP link, as each alert SMS carries it: signed with the secret the server keeps in
 * DATA_DIR, by the rule in docs/decisions/0074-signed-links.md (server/src/lib/sms/stop-link.ts), written again here so a
 * change of the link's form shows up as a failing test.
 */
export function smsStopPathFor(userId: number): string {
  const secret = readFileSync(path.join(DATA_DIR, 'secret-key'), 'utf8').trim();
  const signature = createHmac('sha256', secret).update(`sms-stop:${userId}`).digest('base64url').slice(0, 16);
  return `/s/${userId}.${signature}`;
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
 * name), with the rest of a filled profile: a description, a size and the first industry.
 */
export async function nameCompanyThroughApi(request: APIRequestContext, name: string): Promise<void> {
  const industries = (await (await request.get('/api/companies/industries/')).json()) as Array<{ id: number }>;
  await send(request, 'POST', '/companies/profile/api/', {
    multipart: { name, description: `${name} hires in Liberia.`, size: 'small', industry: String(industries[0]?.id) },
  });
}

/**
 * A job seeker's name and phone number, as the apply step asks for them when the profile lacks them:
 * sent with an application through the API, or saved on the profile first (fillContactThroughApi).
 */
export const SEEKER_CONTACT = { full_name: 'Musu Kollie', phone_number: '0886 555 010' };

/** Gives the seeker signed in on `request` a name and a phone number, so applying is one click. */
export async function fillContactThroughApi(request: APIRequestContext): Promise<void> {
  await send(request, 'PUT', '/accounts/api/auth/profile/', {
    multipart: { first_name: 'Musu', last_name: 'Kollie', phone_number: SEEKER_CONTACT.phone_number },
  });
}
