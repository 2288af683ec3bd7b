import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, STRONG_PASSWORD } from '../accounts';
import { TestClient } from '../client';
import { createTestApp, type TestApp } from '../test-app';
import { waitFor } from '../smtp';

/** Every line the app logs, at trace level, kept in memory. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}

describe('what errors and logs give away', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(async () => t.close());

  it('when a query fails (500), then the answer has no stack, SQL or path, and its error id is in the log', async () => {
    await t.database.db.execute(sql`alter table jobs rename to jobs_gone`);
    try {
      const response = await new TestClient(t.app, freshIp()).get('/api/jobs/?search=harbour');
      expect(response.statusCode).toBe(500);
      const body = response.body;
      expect(Object.keys(response.json()).sort()).toEqual(['detail', 'error_id']);
      for (const leak of [
        /\bat \S+ \(/,
        /\.ts\b/,
        /\/work\//,
        /node_modules/,
        /select /i,
        /from "/i,
        /relation/i,
        /jobs_gone|"jobs"/,
      ]) {
        expect(body).not.toMatch(leak);
      }
      const errorId = response.json().error_id as string;
      expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = log.lines.filter((line) => line.includes(errorId));
      expect(logged.length).toBeGreaterThan(0);
      // The details the answer leaves out are where an operator can find them.
      expect(logged.join('')).toMatch(/jobs/);
    } finally {
      await t.database.db.execute(sql`alter table jobs_gone rename to jobs`);
    }
  });

  it('when a user registers, logs in, resets the password and logs out, then no password, token or session id is logged', async () => {
    const email = freshEmail('quiet');
    const newPassword = 'mango-river-sunrise-58';
    const browser = new TestClient(t.app, freshIp());
    const registered = await browser.post('/accounts/api/register/', {
      email,
      password: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
      user_type: 'job_seeker',
    });
    expect(registered.statusCode).toBe(201);
    const secrets = [STRONG_PASSWORD, newPassword, registered.json().token, browser.cookies.get('sessionid')];

    const login = await browser.post('/accounts/api/login/', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    secrets.push(login.json().token, browser.cookies.get('sessionid'), browser.csrfToken);
    await browser.get('/accounts/api/auth/user-info/', { headers: { authorization: `Token ${login.json().token}` } });

    // Without SMTP_URL the mail goes to DATA_DIR/outbox: read the link from it, as a user would.
    expect((await browser.post('/accounts/api/password-reset/request/', { email })).statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mailFile = await waitFor(() => {
      try {
        return readdirSync(outbox)[0];
      } catch {
        return undefined;
      }
    });
    const mail = readFileSync(path.join(outbox, mailFile), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = new URL(/(http:\/\/\S+reset-password\/confirm\?\S+)/.exec(mail)?.[1] as string);
    const resetToken = link.searchParams.get('token') as string;
    secrets.push(resetToken);
    const confirmed = await new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/confirm/', {
      uid: link.searchParams.get('uid'),
      token: resetToken,
      new_password: newPassword,
    });
    expect(confirmed.statusCode).toBe(200);

    const again = new TestClient(t.app, freshIp());
    expect((await again.post('/accounts/api/login/', { email, password: newPassword })).statusCode).toBe(200);
    secrets.push(again.cookies.get('sessionid'));
    expect((await again.post('/accounts/api/logout/')).statusCode).toBe(200);

    const text = log.text();
    expect(text).toContain('signed in'); // the flow was logged, at trace level
    for (const secret of secrets) {
      expect(typeof secret === 'string' && secret.length >= 16).toBe(true);
      expect(text.includes(secret as string), `a secret is in the log: ${String(secret).slice(0, 4)}...`).toBe(false);
    }
  });
});
