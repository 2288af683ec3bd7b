import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryRound } from './deliveries';
import { hasKeptRequests, postOrQueue, sendKeptRequests } from './offline-queue';

const APPLY = '/api/jobs/8/apply/';

/** The network: down (every request fails), or up with the server's answer to the application. */
function network(answer: 'down' | { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (answer === 'down') throw new TypeError('Failed to fetch');
      if (String(input).includes('/csrf/')) return Response.json({ csrfToken: 'token' });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
}

describe('the offline queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('when the network is down, then the application is kept and the answer names it and the round it waits for', async () => {
    network('down');
    expect(await postOrQueue(APPLY, { cover_letter: 'Hello' })).toEqual({
      queued: 'next-online',
      path: APPLY,
      round: deliveryRound(),
    });
    expect(hasKeptRequests()).toBe(true);
  });

  it("when the worker's Background Sync took it, then the answer says so, and nothing is kept here", async () => {
    network({ status: 202, body: { queued: 'background-sync' } });
    expect(await postOrQueue(APPLY, {})).toEqual({ queued: 'background-sync', path: APPLY, round: deliveryRound() });
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the kept application is sent, then it is delivered with the status, and no longer kept', async () => {
    network('down');
    await postOrQueue(APPLY, {});
    network({ status: 201, body: { id: 1 } });
    expect(await sendKeptRequests()).toEqual([{ path: APPLY, status: 200 }]);
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the server refuses the kept application, then the refusal and its detail are delivered', async () => {
    network('down');
    await postOrQueue(APPLY, {});
    network({ status: 400, body: { detail: 'You have already applied to this job.' } });
    expect(await sendKeptRequests()).toEqual([
      { path: APPLY, status: 400, detail: 'You have already applied to this job.' },
    ]);
    expect(hasKeptRequests()).toBe(false);
  });

  it('when the network is still down, then nothing is delivered and the application stays kept', async () => {
    network('down');
    await postOrQueue(APPLY, {});
    expect(await sendKeptRequests()).toEqual([]);
    expect(hasKeptRequests()).toBe(true);
  });
});
