import { type JobListResponse, liberianCounties } from '@lj/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema';
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
    return inList({ location });
  }

  async function inList(query: Record<string, string>): Promise<string[]> {
    const response = await guest.get('/api/jobs/', { query });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as JobListResponse;
    expect(answer.count).toBe(answer.results.length);
    return answer.results.map((job) => titles.get(job.id) ?? '').sort();
  }

  /** The county the database gives a location (jobs.county is generated from it). */
  async function countyOf(location: string): Promise<string | null> {
    const result = await t.database.db.execute(sql`select liberian_county(${location}) as county`);
    return (result as unknown as { rows: Array<{ county: string | null }> }).rows[0]?.county ?? null;
  }

  it.each([
    ['Monrovia, Montserrado', 'Montserrado'],
    ['Monrovia', 'Montserrado'],
    ['Paynesville', 'Montserrado'],
    ['Red Light, Paynesville', 'Montserrado'],
    ['Buchanan', 'Grand Bassa'],
    ['Gbarnga', 'Bong'],
    ['GANTA', 'Nimba'],
    ['Sanniquellie, Nimba County', 'Nimba'],
    ['Yekepa', 'Nimba'],
    ['Harper', 'Maryland'],
    ['Kakata', 'Margibi'],
    ['Harbel, Margibi', 'Margibi'],
    ['Voinjama', 'Lofa'],
    ['Zwedru', 'Grand Gedeh'],
    ['Robertsport', 'Grand Cape Mount'],
    ['Tubmanburg', 'Bomi'],
    ['Greenville', 'Sinoe'],
    ['Barclayville', 'Grand Kru'],
    ['Fish Town', 'River Gee'],
    ['Cestos City', 'Rivercess'],
    ['Cestos City, River Cess', 'Rivercess'],
    ['Bopolu', 'Gbarpolu'],
    ['Cape Mount', 'Grand Cape Mount'],
    // The county written wins over a town of another county, and the first of two places counts.
    ['Kakata office, Montserrado', 'Montserrado'],
    ['Monrovia or Gbarnga', 'Montserrado'],
    // Whole words only: a town inside a longer word is not the town.
    ['Harperville', null],
    ['New Kru Town', 'Montserrado'],
    ['Remote', null],
    ['Yamoussoukro', null],
    ['', null],
  ])('when the location is "%s", then the county is %s', async (location, county) => {
    expect(await countyOf(location)).toBe(county);
  });

  it("when each county is written as the contract lists it, then it is that county: the filter's choices all match", async () => {
    for (const county of liberianCounties) {
      expect(await countyOf(county)).toBe(county);
      expect(await countyOf(`Somewhere, ${county} County`)).toBe(county);
    }
  });

  it('when a county is asked, then the jobs naming it and the jobs naming only one of its towns are listed', async () => {
    // "Monrovia" names no county: the town is in Montserrado.
    expect(await inList({ county: 'Montserrado' })).toEqual(['Cashier', 'Driver', 'Guard', 'Nurse', 'Teacher']);
    expect(await inList({ county: 'Bong' })).toEqual(['Farmer']);
    // Kakata is in Margibi; the job is closed, so only the list of all has it.
    expect(await inList({ county: 'Margibi' })).toEqual(['Closed']);
    expect(await inList({ county: 'Margibi', status: 'active' })).toEqual([]);
    expect(await inList({ county: 'Lofa' })).toEqual([]);
  });

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

  it('when a job moves to another town, then its county follows', async () => {
    const [farmer] = await t.database.db
      .update(jobs)
      .set({ location: 'Ganta' })
      .where(eq(jobs.title, 'Farmer'))
      .returning({ county: jobs.county });
    expect(farmer?.county).toBe('Nimba');
    expect(await inList({ county: 'Nimba' })).toEqual(['Farmer']);
    expect(await inList({ county: 'Bong' })).toEqual([]);
  });
});
