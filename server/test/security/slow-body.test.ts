import { type AddressInfo, connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyTimeouts, registerBodyTimeouts, UPLOAD_TIMEOUT_MS } from '../../src/plugins/body-timeouts';
import { MAX_UPLOAD_BYTES } from '../../src/lib/uploads';
import { createTestApp, type TestApp } from '../test-app';

type Trickle = { answer: Promise<{ text: string; closedAfterMs: number }>; stop: () => void };

/**
 * A raw client that announces a big body and then sends one byte every `everyMs`: the abuse that would
 * otherwise hold a socket forever. Resolves with what the server wrote and when it closed the socket.
 */
function trickle(port: number, head: string, everyMs: number): Trickle {
  const started = Date.now();
  const socket: Socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('error', () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('a');
  }, everyMs);
  const answer = new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
  return {
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const jsonHead = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{`;

describe('a request body trickled in', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_TIMEOUT_SECONDS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('when a JSON body is still arriving after its limit, then the answer is 408 and the connection is closed, while others are served', async () => {
    const slow = [trickle(port, jsonHead('/accounts/api/login/'), 300), trickle(port, jsonHead('/api/jobs/'), 300)];
    // Other visitors are answered meanwhile.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/jobs/`);
      expect(response.status).toBe(200);
    }
    for (const request of slow) {
      const { text, closedAfterMs } = await request.answer;
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(text.toLowerCase()).toContain('connection: close');
      expect(text).toContain('The request took too long to arrive.');
      // The 2 s limit, give or take the machine: never the minutes the trickle would take.
      expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
      expect(closedAfterMs).toBeLessThan(10_000);
    }
  });

  it('when a guest trickles an upload the server refuses, then the refusal closes the connection at once', async () => {
    const head =
      'PUT /accounts/api/auth/profile/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 10000000\r\n\r\n';
    const { text, closedAfterMs } = await trickle(port, head, 300).answer;
    // Refused (no session, no CSRF token) without reading on: the upload's 14-minute limit never runs.
    expect(text).toMatch(/^HTTP\/1\.1 40[13] /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('when a body arrives within its limit, then it is read as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/accounts/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.lr","password":"x"}',
    });
    // Refused for its missing CSRF token, which means the body was read to the end and checked.
    expect(response.status).toBe(403);
  });
});

const uploadHead =
  'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n';

/** The plugin alone, on a bare app whose /upload reads its multipart body to the end. */
async function uploadApp(limits: BodyTimeouts) {
  const app = Fastify();
  registerBodyTimeouts(app, limits);
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, 'read'));
  });
  app.post('/upload', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe('an upload trickled in', () => {
  let served: Awaited<ReturnType<typeof uploadApp>>;
  let port = 0;
  beforeAll(async () => {
    // Limits a test can wait for: uploads get the longer one.
    served = await uploadApp({ bodyMs: 300, uploadMs: 1500 });
    port = served.port;
  });
  afterAll(async () => served.app.close());

  it('when an upload is slow, then it has the longer limit and is cut at it with a 408', async () => {
    const { text, closedAfterMs } = await trickle(port, uploadHead, 100).answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('when the upload limit is computed, then it lets the largest upload through at 100 kbit/s', () => {
    const largestUploadSeconds = (2 * MAX_UPLOAD_BYTES * 8) / 100_000;
    expect(UPLOAD_TIMEOUT_MS / 1000).toBeGreaterThan(largestUploadSeconds);
    expect(UPLOAD_TIMEOUT_MS / 1000 / 60).toBeLessThan(40);
  });
});

describe('the pace of an upload', () => {
  let served: Awaited<ReturnType<typeof uploadApp>>;
  let port = 0;
  beforeAll(async () => {
    // A floor of 200 B/s over 500 ms windows, under a long overall limit.
    served = await uploadApp({ bodyMs: 300, uploadMs: 20_000, uploadFloor: { bytesPerSecond: 200, windowMs: 500 } });
    port = served.port;
  });
  afterAll(async () => served.app.close());

  it('when an upload moves slower than the floor, then it is cut with a 408 long before its overall limit', async () => {
    const { text, closedAfterMs } = await trickle(port, uploadHead, 100).answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('when an upload keeps above the floor, then it is read to the end', async () => {
    const chunk = 'a'.repeat(300);
    const body = chunk.repeat(10);
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      text += data;
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 300 bytes every 150 ms: 2 KB/s, for a second and a half (three windows).
    for (let sent = 0; sent < 10; sent++) {
      socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
  });
});
