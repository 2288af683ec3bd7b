import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi, STRONG_PASSWORD } from '../accounts';
import { TestClient } from '../client';
import { createTestApp, type TestApp } from '../test-app';
import { sessions } from '../../src/db/schema';
import { sha256 } from '../../src/lib/crypto';

const USER_INFO = '/accounts/api/auth/user-info/';

/** Shannon entropy per character of the text, in bits. */
function bitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

describe('sessions and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const signedIn = async (client: TestClient) => (await client.get(USER_INFO)).json().authenticated as boolean;

  /** A browser that only replays one session cookie (what an attacker who stole it would do). */
  const replay = (sessionId: string) => {
    const thief = new TestClient(t.app, freshIp());
    thief.cookies.set('sessionid', sessionId);
    return thief;
  };

  it('when a browser logs in, then it gets a new session id and the one it had (even a planted one) is dead', async () => {
    const { client, email } = await registerThroughApi(t.app);
    const first = client.cookies.get('sessionid') as string;
    expect((await client.post('/accounts/api/login/', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const second = client.cookies.get('sessionid') as string;
    expect(second).not.toBe(first);
    expect(await signedIn(replay(first))).toBe(false);
    expect(await signedIn(client)).toBe(true);

    // Session fixation: an id planted in the victim's browser before login is never the one used.
    const victim = new TestClient(t.app, freshIp());
    victim.cookies.set('sessionid', 'planted-by-an-attacker-0123456789abcdef');
    await victim.post('/accounts/api/login/', { email, password: STRONG_PASSWORD });
    expect(victim.cookies.get('sessionid')).not.toBe('planted-by-an-attacker-0123456789abcdef');
  });

  it('when a user logs out, then the old cookie replayed afterwards is dead and its row is gone', async () => {
    const { client } = await registerThroughApi(t.app);
    const sessionId = client.cookies.get('sessionid') as string;
    expect((await client.post('/accounts/api/logout/')).statusCode).toBe(200);
    expect(await signedIn(replay(sessionId))).toBe(false);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.idHash === sha256(sessionId))).toBe(false);
  });

  it('when sessions and tokens are stored, then the tables hold only their SHA-256, never the raw values', async () => {
    const { client, response } = await registerThroughApi(t.app);
    const sessionId = client.cookies.get('sessionid') as string;
    const token = response.json().token as string;
    const stored = JSON.stringify(await t.database.db.select().from(sessions));
    expect(stored).not.toContain(sessionId);
    expect(stored).not.toContain(token);
    expect(stored).toContain(sha256(sessionId));
    expect(stored).toContain(sha256(token));
  });

  it('when 40 sessions and tokens are issued, then each carries at least 128 bits of randomness', async () => {
    const sessionIds: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const { client, response } = await registerThroughApi(t.app);
      sessionIds.push(client.cookies.get('sessionid') as string);
      tokens.push(response.json().token as string);
    }
    expect(new Set(sessionIds).size).toBe(40);
    expect(new Set(tokens).size).toBe(40);
    for (const id of sessionIds) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{40}$/);
    // Measured entropy per character times length: base64url ~6 bits x 43, hex ~4 bits x 40.
    const sessionBits = bitsPerCharacter(sessionIds.join('')) * 43;
    const tokenBits = bitsPerCharacter(tokens.join('')) * 40;
    expect(sessionBits).toBeGreaterThanOrEqual(128);
    expect(tokenBits).toBeGreaterThanOrEqual(128);
  });
});
