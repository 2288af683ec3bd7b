import { describe, expect, it } from 'vitest';
import { deliveryNews } from './delivery-news';
import { APPLICATION_SENT_LATER } from './queued-application-messages';
import { JOB_SAVE_REFUSED_LATER, JOB_SAVED_LATER, JOB_UNSAVED_LATER } from './queued-save-messages';

const SAVE = '/api/jobs/3/save/';

describe('deliveryNews', () => {
  it('when an application and a save arrive, then each kind is told once', () => {
    expect(
      deliveryNews([
        { method: 'POST', path: '/api/jobs/1/apply/', status: 201 },
        { method: 'POST', path: SAVE, status: 200 },
        { method: 'POST', path: '/api/jobs/4/save/', status: 200 },
      ]),
    ).toEqual([
      { message: APPLICATION_SENT_LATER, variant: 'success' },
      { message: JOB_SAVED_LATER, variant: 'success' },
    ]);
  });

  it('when a job was saved and then taken off offline, then only its removal is told', () => {
    expect(
      deliveryNews([
        { method: 'POST', path: SAVE, status: 200 },
        { method: 'DELETE', path: SAVE, status: 204 },
      ]),
    ).toEqual([{ message: JOB_UNSAVED_LATER, variant: 'success' }]);
  });

  it('when a save was refused, then its detail is told as a warning', () => {
    expect(deliveryNews([{ method: 'POST', path: SAVE, status: 400, detail: 'Full.' }])).toEqual([
      { message: JOB_SAVE_REFUSED_LATER('Full.'), variant: 'warning' },
    ]);
  });
});
