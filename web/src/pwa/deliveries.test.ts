import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  announceDeliveries,
  deliveryRound,
  onDeliveries,
  type QueuedAnswer,
  sentLater,
  useSentLater,
} from './deliveries';
import { deliveryOf } from './worker-messages';

const queued = (path: string): QueuedAnswer => ({ queued: 'background-sync', path, round: deliveryRound() });

describe('sentLater', () => {
  it('when a queued application has not been sent yet, then it is still waiting', () => {
    expect(sentLater(queued('/api/jobs/1/apply/'))).toBeUndefined();
    announceDeliveries([{ method: 'POST', path: '/api/jobs/2/apply/', status: 201 }]);
    expect(sentLater(queued('/api/jobs/1/apply/'))).toBeUndefined();
  });

  it('when the queued application reached the server and was taken, then it is sent', () => {
    const answer = queued('/api/jobs/3/apply/');
    announceDeliveries([{ method: 'POST', path: '/api/jobs/3/apply/', status: 201 }]);
    expect(sentLater(answer)).toBe('sent');
  });

  it('when the server refused it once sent, then it is refused', () => {
    const answer = queued('/api/jobs/4/apply/');
    announceDeliveries([
      {
        method: 'POST',
        path: '/api/jobs/4/apply/',
        status: 400,
        detail: 'This job is no longer accepting applications.',
      },
    ]);
    expect(sentLater(answer)).toBe('refused');
  });

  it('when a delivery for the same job came before this application was queued, then this one still waits', () => {
    announceDeliveries([{ method: 'POST', path: '/api/jobs/5/apply/', status: 201 }]);
    expect(sentLater(queued('/api/jobs/5/apply/'))).toBeUndefined();
  });

  it('when the answer is not a queued one (a real answer, or nothing), then there is nothing to tell', () => {
    expect(sentLater({ id: 7 })).toBeUndefined();
    expect(sentLater(undefined)).toBeUndefined();
    // The worker's own 202 body names no path: only the page's stamped answer is followed.
    expect(sentLater({ queued: 'background-sync' })).toBeUndefined();
  });

  it('when nothing was delivered, then no round is counted and nobody is told', () => {
    const listener = vi.fn();
    const stop = onDeliveries(listener);
    const before = deliveryRound();
    announceDeliveries([]);
    stop();
    expect(deliveryRound()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('useSentLater', () => {
  it('when the deliveries arrive, then the screen that queued the application re-renders with its outcome', () => {
    const answer = queued('/api/jobs/6/apply/');
    const { result } = renderHook(() => useSentLater(answer));
    expect(result.current).toBeUndefined();
    act(() => announceDeliveries([{ method: 'POST', path: '/api/jobs/6/apply/', status: 201 }]));
    expect(result.current).toBe('sent');
  });
});

describe('deliveryOf', () => {
  it('when the server refused, then the delivery carries its detail; a success carries none', () => {
    expect(deliveryOf('POST', '/api/jobs/1/apply/', 400, { detail: 'You have already applied to this job.' })).toEqual({
      method: 'POST',
      path: '/api/jobs/1/apply/',
      status: 400,
      detail: 'You have already applied to this job.',
    });
    expect(deliveryOf('POST', '/api/jobs/1/apply/', 201, { detail: 'ignored' })).toEqual({
      method: 'POST',
      path: '/api/jobs/1/apply/',
      status: 201,
    });
    expect(deliveryOf('DELETE', '/api/jobs/1/save/', 500, null)).toEqual({
      method: 'DELETE',
      path: '/api/jobs/1/save/',
      status: 500,
    });
  });
});
