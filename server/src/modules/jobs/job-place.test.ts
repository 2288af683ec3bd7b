import type { JobListResponse } from '@lj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { placeOf } from './job-place';

describe('placeOf', () => {
  it.each([
    ['Monrovia', 'Monrovia'],
    ['Monrovia, Montserrado', 'Monrovia'],
    ['  Gbarnga ,Bong ', 'Gbarnga'],
    [', Montserrado', ', Montserrado'],
    ['', ''],
  ])('when the location is "%s", then the place is "%s"', (location, place) => {
    expect(placeOf(location)).toBe(place);
  });
});

describe('one place, however it is written', () => {
  let t: TestApp;
  let guest: TestClient;
  const titles = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
    const company = await createCompany(t.database.db);
    for (const [title, location, isActive] of [
      ['Driver', 'Monrovia', true],
      ['Nurse', 'Monrovia, Montserrado', true],
      ['Cashier', 'monrovia, Montserrado', true],
      ['Teacher', 'Monrovia, Montserrado', true],
      ['Farmer', 'Gbarnga, Bong', true],
      ['Guard', 'Paynesville, Montserrado', true],
      ['Closed', 'Kakata', false],
    ] as const) {
      const job = await createJob(t.database.db, company.id, { title, location, isActive });
      titles.set(job.id, title);
    }
  });
  afterAll(() => t.close());

  async function found(location: string): Promise<string[]> {
    const response = await guest.get('/api/jobs/', { query: { location } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as JobListResponse).results.map((job) => titles.get(job.id) ?? '').sort();
  }

  it('when the locations are asked, then each town comes once, written as most of its jobs write it', async () => {
    const response = await guest.get('/api/jobs/locations/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      locations: ['Gbarnga, Bong', 'Monrovia, Montserrado', 'Paynesville, Montserrado'],
    });
  });

  it('when a town is asked with or without its county, then the same jobs are found', async () => {
    const monrovia = ['Cashier', 'Driver', 'Nurse', 'Teacher'];
    expect(await found('Monrovia, Montserrado')).toEqual(monrovia);
    expect(await found('Monrovia')).toEqual(monrovia);
    expect(await found('MONROVIA ,  Montserrado')).toEqual(monrovia);
  });

  it('when a county alone is asked, then every town in it is found', async () => {
    expect(await found('Montserrado')).toEqual(['Cashier', 'Guard', 'Nurse', 'Teacher']);
  });
});
