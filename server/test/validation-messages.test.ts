import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi } from './accounts';
import { TestClient } from './client';
import { createPlan, subscribe } from './company-fixtures';
import { createCompany, signIn } from './fixtures';
import { multipartBody } from './sample-files';
import { createTestApp, type TestApp } from './test-app';

/** zod's default wording (v3 and v4), Django's, and a field's key where its name belongs. */
const LIBRARY_WORDING =
  /Too (big|small)|Invalid (input|option|string|number|value)|expected (string|number|one of)|received|^Required$|Ensure (this|that)|This field|^[a-z_]+: /;

/** Every message of a 400 answer (detail and each field's list) is a sentence in our words. */
function expectProductWords(body: Record<string, unknown>): void {
  const messages = Object.entries(body)
    .filter(([key]) => key !== 'code')
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    expect(message).not.toMatch(LIBRARY_WORDING);
    expect(message).toMatch(/^[A-Z]/);
  }
}

describe("the API's 400 messages are the product's words", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A signed-in company that may post jobs. */
  async function subscribedCompany(): Promise<TestClient> {
    const company = await createCompany(t.database.db);
    await subscribe(t.database.db, company.id, (await createPlan(t.database.db)).id);
    return signIn(t.app, t.database.db, company.userId);
  }

  it('when a first name is 200 characters, then the profile save says its limit in words', async () => {
    const { client } = await registerThroughApi(t.app);
    const { payload, headers } = multipartBody({ first_name: 'M'.repeat(200) }, []);
    const response = await client.put('/accounts/api/auth/profile/', undefined, { payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'First name can be at most 150 characters.',
      first_name: ['First name can be at most 150 characters.'],
    });
  });

  it('when a job is posted with a title too long and wrong figures, then each field is named', async () => {
    const client = await subscribedCompany();
    const response = await client.post('/api/jobs/', {
      title: 'T'.repeat(201),
      description: 'Drive the ore trucks.',
      job_type: 'gig',
      experience_level: 'entry',
      pay_period: 'monthly',
      salary_min: 'a lot',
      positions_available: 0,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      detail: 'Job title can be at most 200 characters.',
      title: ['Job title can be at most 200 characters.'],
      job_type: ['Choose a job type from the list.'],
      salary_min: ['Minimum salary must be a number.'],
      positions_available: ['Positions available must be at least 1.'],
    });
    expectProductWords(body);
  });

  it('when a registration has an address that is no email, then the message says what one looks like', async () => {
    const response = await new TestClient(t.app, freshIp()).post('/accounts/api/register/', {
      email: 'musu.example.com',
      password: 'palm-wine-harbour-42',
      password2: 'palm-wine-harbour-42',
      user_type: 'job_seeker',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().email).toEqual(['Email must be an email address, like name@example.com.']);
    expectProductWords(response.json());
  });

  it('when the job list is asked for page 0 or an unknown job type, then the 400 says so in words', async () => {
    const guest = new TestClient(t.app);
    const page = await guest.get('/api/jobs/', { query: { page: '0' } });
    expect(page.json()).toEqual({ detail: 'Page must be at least 1.', page: ['Page must be at least 1.'] });
    const type = await guest.get('/api/jobs/', { query: { job_type: 'boss' } });
    expect(type.json().detail).toBe('Item 1 of job type must be one of the listed choices.');
  });

  it('when a CV breaks its limits, then every message is a sentence naming what to fix', async () => {
    const { client } = await registerThroughApi(t.app);
    const response = await client.put('/accounts/api/structured-cv/', {
      summary: 's'.repeat(5001),
      hobbies: ['Chess', 'h'.repeat(201)],
      education: [{ degree: '', institution: 'University of Liberia', start_month: 13, start_year: 2010 }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      summary: ['Summary can be at most 5,000 characters.'],
      hobbies: ['Item 2 of hobbies can be at most 200 characters.'],
      education: ['Entry 1: degree is required.', 'Entry 1: start month must be a whole number from 1 to 12.'],
    });
    expectProductWords(body);
  });

  it('when a body is not an object at all, then the message still reads as words', async () => {
    const client = await subscribedCompany();
    const response = await client.post('/api/jobs/', [1, 2, 3]);
    expect(response.statusCode).toBe(400);
    expectProductWords(response.json());
  });
});
