import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DATA_DIR } from './playwright.config';

const REPO = path.resolve(import.meta.dirname, '..');

/**
 * Makes a staff account the way an operator does, `npm run admin -- create-user EMAIL staff`, while
 * the test server runs (the CLI hands the command to the server's admin socket).
 */
export function createStaffAccount(email: string, password: string): void {
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'create-user', email, 'staff'], {
    cwd: REPO,
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

/** Sends one write as the web client does (CSRF cookie and header). */
export async function sendJson(request: APIRequestContext, method: 'POST' | 'PUT', url: string, data: unknown) {
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.fetch(url, { method, data, headers: { 'X-CSRFToken': csrf } });
  if (!response.ok()) throw new Error(`${method} ${url} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Signs the request context in (the login API, as the app does). */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  await sendJson(request, 'POST', '/accounts/api/login/', { email, password });
}
