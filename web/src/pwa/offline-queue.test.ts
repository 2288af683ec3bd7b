import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasKeptRequests, sendKeptWithApi as sendKeptRequests, sendOrQueue } from './offline-queue';
import { KEPT_REQUESTS_KEY } from './worker-messages';

const APPLY = '/api/jobs/8/apply/';
const SAVE = '/api/jobs/9/save/';

/**
 * The network: down (every request fails), or up with the server's answer to every write. Returns
 * the writes that reached the server, as "METHOD path".
 */
function network(answer: 'down' | { status: number; body: unknown }): string[] {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (answer === 'down') throw new TypeError('Failed to fetch');
      if (String(input).includes('/csrf/')) return Response.json({ csrfToken: 'token' });
      sent.push(`${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);
      return answer.status === 204
        ? new Response(null, { status: 204 })
        : Response.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

describe('the offline queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('when the network is down, then the application is kept and the answer says it waits to be online', async () => {
    network('down');
    expect(await sendOrQueue('POST', APPLY, { cover_letter: 'Hello' })).toEqual({
      queued: 'next-online',
    });
    expect(hasKeptRequests()).toBe(true);
  });

  it("when the worker's Background Sync took it, then the answer says so, and nothing is kept here", async () => {
    network({ status: 202, body: { queued: 'background-sync' } });
    expect(await sendOrQueue('POST', APPLY, {})).toEqual({
      queued: 'background-sync',
    });
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the kept application is sent, then it is delivered with the status, and no longer kept', async () => {
    network('down');
    await sendOrQueue('POST', APPLY, {});
    network({ status: 201, body: { id: 1 } });
    expect(await sendKeptRequests()).toEqual([{ method: 'POST', path: APPLY, status: 200 }]);
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the server refuses the kept application, then the refusal and its detail are delivered', async () => {
    network('down');
    await sendOrQueue('POST', APPLY, {});
    network({ status: 400, body: { detail: 'You have already applied to this job.' } });
    expect(await sendKeptRequests()).toEqual([
      { method: 'POST', path: APPLY, status: 400, detail: 'You have already applied to this job.' },
    ]);
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the network is still down, then nothing is delivered and the application stays kept', async () => {
    network('down');
    await sendOrQueue('POST', APPLY, {});
    expect(await sendKeptRequests()).toEqual([]);
    expect(hasKeptRequests()).toBe(true);
  });

  it('when a saved job is taken off while offline, then the removal is kept and sent as a DELETE once online', async () => {
    network('down');
    expect(await sendOrQueue('DELETE', SAVE)).toEqual({ queued: 'next-online' });
    const sent = network({ status: 204, body: null });
    expect(await sendKeptRequests()).toEqual([{ method: 'DELETE', path: SAVE, status: 200 }]);
    expect(sent).toEqual([`DELETE ${SAVE}`]);
    expect(hasKeptRequests()).toBe(false);
  });

  it('when a job is saved and then taken off while offline, then only the later removal is sent', async () => {
    network('down');
    await sendOrQueue('POST', SAVE);
    await sendOrQueue('DELETE', SAVE);
    const sent = network({ status: 204, body: null });
    expect(await sendKeptRequests()).toEqual([{ method: 'DELETE', path: SAVE, status: 200 }]);
    expect(sent).toEqual([`DELETE ${SAVE}`]);
  });

  it('when a job is taken off and saved again while offline, then only the later save is sent', async () => {
    network('down');
    await sendOrQueue('DELETE', SAVE);
    await sendOrQueue('POST', SAVE);
    await sendOrQueue('POST', APPLY, {});
    const sent = network({ status: 200, body: {} });
    await sendKeptRequests();
    expect(sent).toEqual([`POST ${SAVE}`, `POST ${APPLY}`]);
  });

  it('when a request was kept by an older version without a method, then it is sent as the POST it was', async () => {
    localStorage.setItem(KEPT_REQUESTS_KEY, JSON.stringify([{ path: APPLY, body: {}, keptAt: 1 }]));
    const sent = network({ status: 201, body: { id: 1 } });
    await sendKeptRequests();
    expect(sent).toEqual([`POST ${APPLY}`]);
  });
});
