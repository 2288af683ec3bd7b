import { describe, expect, it, vi } from 'vitest';
import { announceDeliveries, onDeliveries } from './deliveries';
import { deliveryOf } from './worker-messages';

describe('announceDeliveries', () => {
  it('when nothing was delivered, then nobody is told', () => {
    const listener = vi.fn();
    const stop = onDeliveries(listener);
    announceDeliveries([]);
    stop();
    expect(listener).not.toHaveBeenCalled();
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
