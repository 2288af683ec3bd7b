import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, request } from '@playwright/test';
import { DEMO_PASSWORD, send } from './fixtures';
import { DATA_DIR, PORT } from './playwright.config';

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

/** Signs the request context in (the login API, as the app does). */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  await send(request, 'POST', '/accounts/api/login/', { data: { email, password } });
}

let releasingStaff: Promise<APIRequestContext> | undefined;

/**
 * Makes a posted job public as staff would: a new company's first job (or one a scam rule matched) is
 * held for review, and a test about something else needs the job listed. One staff
 * account per test worker does it.
 */
export async function releaseIfHeld(jobId: number): Promise<void> {
  const publicAnswer = await request.newContext({ baseURL: `http://localhost:${PORT}` });
  const listed = (await publicAnswer.get(`/api/jobs/${jobId}/`)).ok();
  await publicAnswer.dispose();
  if (listed) return;
  releasingStaff ??= (async () => {
    const email = `release-staff-${process.pid}-${Date.now()}@example.com`;
    const password = 'harbel-rubber-2026';
    createStaffAccount(email, password);
    const staff = await request.newContext({ baseURL: `http://localhost:${PORT}` });
    await logInThroughApi(staff, email, password);
    return staff;
  })();
  await send(await releasingStaff, 'POST', `/api/staff/jobs/${jobId}/decision/`, {
    data: { action: 'release', reason: '' },
  });
}

/** Posts a job as the demo employer, a company staff already know (its first job was released); answers its id. */
export async function postAsKnownEmployer(title: string, description: string): Promise<number> {
  const employer = await request.newContext({ baseURL: `http://localhost:${PORT}` });
  await logInThroughApi(employer, 'employer@example.com', DEMO_PASSWORD);
  const { id } = await send(employer, 'POST', '/api/jobs/', {
    data: { title, description, job_type: 'full_time', experience_level: 'entry', pay_period: 'monthly' },
  });
  await employer.dispose();
  return id;
}
