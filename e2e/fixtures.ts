import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DATA_DIR } from './playwright.config';

export const DEMO_PASSWORD = 'liberia-demo-2026';

/** A unique e-mail address per test so tests never share an account. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Registers an account through the API, as the web client would (CSRF cookie first). */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
  userType: 'job_seeker' | 'company',
): Promise<void> {
  await request.get('/accounts/api/csrf/');
  const state = await request.storageState();
  const csrf = state.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/register/', {
    data: { email, password, password2: password, user_type: userType },
    headers: { 'X-CSRFToken': csrf },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** The newest file of the server's `folder` (in DATA_DIR) whose text `matches`, or null. */
function newestInOutbox(folder: string, matches: (text: string) => boolean): string | null {
  const outbox = path.join(DATA_DIR, folder);
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8');
    if (matches(text)) return text;
  }
  return null;
}

/** The newest mail in the server's outbox addressed to `to`, as raw text. */
export const latestMailTo = (to: string): string | null =>
  newestInOutbox('outbox', (text) => text.includes(`To: ${to}`));

/** The text of the newest SMS in the server's SMS outbox (DATA_DIR/sms-outbox) sent to `phone`. */
export function latestSmsTo(phone: string): string | null {
  const file = newestInOutbox('sms-outbox', (text) => (JSON.parse(text) as { to: string }).to === phone);
  return file === null ? null : (JSON.parse(file) as { text: string }).text;
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
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/companies/profile/api/', {
    multipart: { name, description: `${name} hires in Liberia.`, size: 'small', industry: String(industries[0]?.id) },
    headers: { 'X-CSRFToken': csrf },
  });
  if (!response.ok()) throw new Error(`naming the company failed: ${response.status()} ${await response.text()}`);
}

/**
 * A staff account made as an operator makes one: `npm run admin -- create-user EMAIL staff`, run
 * beside the running server (the CLI hands the command to it over its admin socket).
 */
export function createStaffWithCli(email: string, password: string): void {
  const serverDir = path.join(import.meta.dirname, '..', 'server');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'create-user', email, 'staff'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR, NODE_ENV: 'development' },
    input: `${password}\n`,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`create-user failed (${run.status}): ${run.stderr}`);
}
