import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { createPlan, subscribe } from '../company-fixtures';
import { createTestAppWithWeb } from '../fake-web';
import { createApplication, createCompany, createJob, createUser, signIn } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { createDeviceSession } from '../../src/modules/accounts/sessions';
import { writeSetting } from '../../src/modules/settings';
import { TOO_DEEP } from '../../src/plugins/json-body';
import { USSD_SECRET } from '../ussd-gateway';
import { arbitraryFor, wrongQueryValue, wrongValue } from './helpers/zod-arbitrary';

/** Cases per operation and kind. */
const CASES = 200;
const SEED = 20_260_707;

type Operation = { method: string; url: string; route: RouteOptions; body?: z.ZodType; query?: z.ZodType };
type Case = { payload?: unknown; query?: Record<string, string | string[]> };

/** Every operation the app declares with a zod body or query-string schema (HEAD mirrors GET). */
function operationsOf(app: FastifyInstance): Operation[] {
  const operations: Operation[] = [];
  for (const route of app.declaredRoutes) {
    const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
    if (!schema?.body && !schema?.querystring) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      operations.push({ method, url: route.url ?? '', route, body: schema.body, query: schema.querystring });
    }
  }
  return operations;
}

/** What the server receives: JSON drops undefined and turns NaN into null. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** A query string as the server parses it: every value text, lists for repeated keys. */
function asQuery(value: unknown): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === undefined || item === null) continue;
    query[key] = Array.isArray(item) ? item.map(String) : String(item);
  }
  return query;
}

const valid = (operation: Operation, c: Case) =>
  (!operation.body || operation.body.safeParse(c.payload).success) &&
  (!operation.query || operation.query.safeParse(c.query ?? {}).success);

/** A number we can text, as people write it, and a code as the SMS gives it (seekers' and companies' code routes). */
const phoneBody = fc.record({
  phone: fc.oneof(
    fc.stringMatching(/^0(77|88|55)[0-9]{7}$/),
    fc.stringMatching(/^\+231 ?(77|88|55)[0-9] ?[0-9]{3} ?[0-9]{3}$/),
    fc.stringMatching(/^\+[1-9][0-9]{7,14}$/),
  ),
});
const codeBody = fc.record({ code: fc.stringMatching(/^[0-9]{6}$/) });

/**
 * Hand-written generators where a refinement ties fields together, which a derivation from the
 * field types alone cannot meet (the password confirmation must equal the password).
 */
const handWrittenBodies: Record<string, fc.Arbitrary<unknown>> = {
  'POST /accounts/api/register/': fc
    .record({
      email: fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9_+-]{1,10})?@[a-z0-9]{1,20}\.[a-z]{2,6}$/),
      password: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      user_type: fc.constantFrom('job_seeker', 'company'),
    })
    .map((body) => ({ ...body, password2: body.password })),
  // A phone number and a code are checked by a transform, which a derivation from "a string" rarely meets.
  'POST /api/profile/sms-phone/': phoneBody,
  'POST /api/profile/sms-phone/confirm/': codeBody,
  'POST /api/company/sms-phone/': phoneBody,
  'POST /api/company/sms-phone/confirm/': codeBody,
  'POST /api/companies/payment/momo/': fc.record({
    plan_id: fc.integer({ min: 1, max: 1_000_000 }),
    phone: fc.oneof(
      fc.stringMatching(/^0(88|55)[0-9]{7}$/),
      fc.stringMatching(/^\+231 ?(88|55)[0-9] ?[0-9]{3} ?[0-9]{3}$/),
    ),
  }),
  // The USSD gateway's form: a session, the number that dialled, and the answers so far joined by `*`.
  'POST /api/ussd/:secret/': fc.record({
    sessionId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    phoneNumber: fc.oneof(fc.stringMatching(/^\+231(77|88|55)[0-9]{7}$/), fc.string({ maxLength: 20 })),
    text: fc.oneof(fc.stringMatching(/^[0-9]{1,2}(\*[0-9]{1,2}){0,8}$/), fc.string({ maxLength: 60 })),
  }),
};

/** Up to `count` distinct accepted cases, sampled from the arbitrary derived from the schemas. */
function validCases(operation: Operation): Case[] {
  const body =
    handWrittenBodies[`${operation.method} ${operation.url}`] ?? (operation.body && arbitraryFor(operation.body));
  const arbitrary = fc.record({
    payload: body ? body.map(asJson) : fc.constant(undefined),
    query: operation.query ? arbitraryFor(operation.query).map(asQuery) : fc.constant(undefined),
  });
  const seen = new Set<string>();
  const cases: Case[] = [];
  for (const candidate of samples(arbitrary, CASES * 20, SEED)) {
    const c: Case = {};
    if (operation.body) c.payload = candidate.payload;
    if (operation.query) c.query = candidate.query as Record<string, string | string[]>;
    const key = JSON.stringify(c);
    if (seen.has(key) || !valid(operation, c)) continue;
    seen.add(key);
    cases.push(c);
    if (cases.length === CASES) break;
  }
  // Some operations accept only a handful of distinct inputs (a status out of three): those are
  // sent again in turn, so every operation still gets its number of valid requests.
  const distinct = cases.length;
  for (let i = 0; distinct > 0 && cases.length < CASES; i++) cases.push(cases[i % distinct] as Case);
  return cases;
}

/** Draws up to `count` values lazily, in small batches, so a filter that is met early stops early. */
function* samples<T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): Generator<T> {
  const batch = 100;
  for (let start = 0; start < count; start += batch) {
    yield* fc.sample(arbitrary, { numRuns: batch, seed: seed + start });
  }
}

/** `count` refused cases: a valid case with one thing broken, kept only if the schema refuses it. */
function invalidCases(operation: Operation, seeds: Case[]): Case[] {
  const keysOf = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value) : []);
  const shapeKeys = (schema: z.ZodType | undefined) =>
    Object.keys(((schema as unknown as { shape?: object })?.shape ?? {}) as object);
  const mutation = fc.record({
    seed: fc.integer({ min: 0, max: Math.max(0, seeds.length - 1) }),
    kind: fc.constantFrom('drop', 'wrong', 'extra', 'replace'),
    pick: fc.nat(),
    wrong: wrongValue,
    wrongText: wrongQueryValue,
    replacement: fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.integer(), { maxLength: 3 })),
  });
  const cases: Case[] = [];
  const seen = new Set<string>();
  for (const m of samples(mutation, CASES * 50, SEED + 1)) {
    const base = seeds[m.seed] ?? {};
    const c: Case = structuredClone(base);
    const inBody = operation.body !== undefined && (!operation.query || m.pick % 2 === 0);
    if (inBody) {
      const body = (c.payload && typeof c.payload === 'object' ? c.payload : {}) as Record<string, unknown>;
      const keys = [...new Set([...keysOf(body), ...shapeKeys(operation.body)])];
      const key = keys[m.pick % Math.max(1, keys.length)] ?? 'field';
      if (m.kind === 'drop') delete body[key];
      if (m.kind === 'wrong') body[key] = m.wrong;
      if (m.kind === 'extra') body[`unexpected_${m.pick % 7}`] = m.wrong;
      c.payload = m.kind === 'replace' ? m.replacement : body;
      c.payload = asJson(c.payload) ?? null;
    } else {
      const query = { ...(c.query ?? {}) };
      const keys = [...new Set([...Object.keys(query), ...shapeKeys(operation.query)])];
      const key = keys[m.pick % Math.max(1, keys.length)] ?? 'q';
      if (m.kind === 'drop') delete query[key];
      else if (m.kind === 'replace') query[key] = [m.wrongText, m.wrongText];
      else query[key] = m.wrongText;
      c.query = query;
    }
    const key = JSON.stringify(c);
    if (seen.has(key) || valid(operation, c)) continue;
    seen.add(key);
    cases.push(c);
    if (cases.length === CASES) break;
  }
  return cases;
}

type Schemas = Record<number, z.ZodType | undefined>;

/** The answer matches the schema declared for its status, or is an error with a JSON detail. */
function checkAnswer(operation: Operation, response: LightMyRequestResponse, problems: string[], c: Case) {
  const where = `${operation.method} ${operation.url} ${JSON.stringify(c).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) {
    problems.push(`5xx: ${where}`);
    return;
  }
  const declared = (operation.route.schema as { response?: Schemas })?.response?.[response.statusCode];
  // A text answer (the RSS feed's XML, the payments CSV export) is checked as the text its schema declares.
  if (declared && !/json/.test(String(response.headers['content-type'] ?? ''))) {
    if (!declared.safeParse(response.body).success) problems.push(`does not match its declared schema: ${where}`);
    return;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    problems.push(`not JSON: ${where}`);
    return;
  }
  if (declared) {
    if (!declared.safeParse(body).success) problems.push(`does not match its declared schema: ${where}`);
  } else if (typeof (body as { detail?: unknown })?.detail !== 'string') {
    problems.push(`no JSON detail: ${where}`);
  }
}

describe('fuzzing every operation from its schemas', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<'job_seeker' | 'company' | 'staff', string> = { job_seeker: '', company: '', staff: '' };

  beforeAll(async () => {
    // The USSD callback answers only at its secret address.
    t = await createTestApp({ env: { USSD_CALLBACK_SECRET: USSD_SECRET } });
    const { db } = t.database;
    // A company with a live subscription, its job, and a job seeker who applied: so the valid
    // cases get past the role, subscription and ownership checks into the handlers.
    const seeker = await createUser(db, { userType: 'job_seeker' });
    const company = await createCompany(db);
    await subscribe(db, company.id, (await createPlan(db)).id);
    const job = await createJob(db, company.id);
    const openJob = await createJob(db, company.id);
    const application = await createApplication(db, job.id, seeker.id);
    await writeSetting(db, 'show_company_bookkeeping', true);
    Object.assign(ids, { job: job.id, openJob: openJob.id, application: application.id });
    tokens.job_seeker = (await createDeviceSession(db, seeker.id)).token;
    tokens.company = (await createDeviceSession(db, company.userId)).token;
    tokens.staff = (await createDeviceSession(db, (await createUser(db, { userType: 'staff' })).id)).token;
  });
  afterAll(async () => t.close());

  /** The URL with its ids filled in from the fixture the caller owns. */
  function urlOf(operation: Operation): string {
    return operation.url
      .replace(':jobId', String(ids.job))
      .replace(':secret', USSD_SECRET)
      .replace(/\/api\/jobs\/:id\/apply\//, `/api/jobs/${ids.openJob}/apply/`)
      .replace(/\/applications\/:id\//, `/applications/${ids.application}/`)
      .replace(':id', String(ids.job));
  }

  /** A guest for public routes (with the CSRF cookie and header), else the owner's Token header. */
  function callerFor(operation: Operation): { client: TestClient; headers: Record<string, string> } {
    const access = operation.route.config?.access;
    const client = new TestClient(t.app, freshIp());
    if (access === 'public') return { client, headers: {} };
    const roles: readonly string[] = Array.isArray(access) ? access : [];
    const role = (['staff', 'company'] as const).find((type) => roles.includes(type)) ?? 'job_seeker';
    return { client, headers: { authorization: `Token ${tokens[role]}` } };
  }

  async function send(operation: Operation, caller: ReturnType<typeof callerFor>, c: Case) {
    const options = { headers: caller.headers, ...(c.query ? { query: c.query } : {}) };
    const method = operation.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    if (c.payload === undefined) return caller.client.request(method, urlOf(operation), options);
    // Sent as JSON text so that null and bare strings reach the server as they are.
    return caller.client.request(method, urlOf(operation), {
      ...options,
      payload: JSON.stringify(c.payload),
      headers: { ...caller.headers, 'content-type': 'application/json' },
    });
  }

  it('when 200 valid and 200 invalid cases hit each operation, then 0 answer 5xx, invalid ones answer 4xx with a detail, and every answer matches its schema', async () => {
    const operations = operationsOf(t.app);
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    const figures: string[] = [];
    for (const operation of operations) {
      const started = Date.now();
      const caller = callerFor(operation);
      const goods = validCases(operation);
      const bads = invalidCases(operation, goods.length > 0 ? goods : [{}]);
      for (const c of goods) checkAnswer(operation, await send(operation, caller, c), problems, c);
      for (const c of bads) {
        const response = await send(operation, caller, c);
        checkAnswer(operation, response, problems, c);
        if (response.statusCode < 400) {
          problems.push(
            `invalid case accepted: ${operation.method} ${operation.url} ${JSON.stringify(c).slice(0, 300)} -> ${response.statusCode}`,
          );
        }
      }
      figures.push(`${operation.method} ${operation.url}: ${goods.length} valid, ${bads.length} invalid`);
      console.info(`${figures.at(-1)} in ${Date.now() - started} ms`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    for (const figure of figures) expect(figure).toMatch(new RegExp(`: ${CASES} valid, ${CASES} invalid$`));
    // 400 cases for each of 40-odd operations: 234 s on a busy 2-core machine once the staff routes came.
  }, 600_000);
});

describe('hostile bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const postRaw = (url: string, payload: string, contentType = 'application/json') =>
    new TestClient(t.app, freshIp()).post(url, undefined, { payload, headers: { 'content-type': contentType } });

  it.each([
    ['__proto__', '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}'],
    ['a nested __proto__', '{"email":"a@b.co","password":"x","profile":{"__proto__":{"isAdmin":true}}}'],
    ['constructor.prototype', '{"email":"a@b.co","password":"x","constructor":{"prototype":{"isAdmin":true}}}'],
  ])('when a body carries %s, then it answers 400 and no object is polluted', async (_name, payload) => {
    const response = await postRaw('/accounts/api/login/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('when a body is JSON nested 10,000 deep, then it answers 400 and the server keeps answering', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const payload of [deep, objects]) {
      const response = await postRaw('/accounts/api/login/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect((await new TestClient(t.app).get('/api/jobs/')).statusCode).toBe(200);
  });

  it('when a body is JSON nested 50,000 deep, then signed out or in, it answers 400 saying so, not 500', async () => {
    const arrays = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const guest = new TestClient(t.app, freshIp());
    for (const url of ['/accounts/api/login/', '/accounts/api/register/', '/api/jobs/']) {
      const response = await guest.post(url, undefined, {
        payload: arrays,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(TOO_DEEP);
    }
  });

  it('when a body nests 32 levels, then it is read; 33 are refused', async () => {
    const guest = new TestClient(t.app, freshIp());
    const nested = (levels: number) => `{"email":${'['.repeat(levels - 1)}1${']'.repeat(levels - 1)},"password":"x"}`;
    const at = await guest.post('/accounts/api/login/', undefined, {
      payload: nested(32),
      headers: { 'content-type': 'application/json' },
    });
    // Read, then refused by the schema (email is not a string): a field error, not the depth message.
    expect(at.statusCode).toBe(400);
    expect(at.json().detail).not.toBe(TOO_DEEP);
    const over = await guest.post('/accounts/api/login/', undefined, {
      payload: nested(33),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.json().detail).toBe(TOO_DEEP);
  });

  it('when a JSON body is over 1 MiB, then it answers 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const response = await postRaw('/accounts/api/login/', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it.each([
    ['text/plain', '{"email":"a@b.co","password":"x"}'],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
    ['application/xml', '<login/>'],
  ])('when a JSON route gets a %s body, then it answers 415', async (contentType, payload) => {
    const response = await postRaw('/accounts/api/login/', payload, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});

/**
 * The forms pages post before the app starts (modules/page-forms), form-encoded: random fields,
 * wrong, missing, repeated, long, or strange text. None may crash; each answers with the page and its
 * messages, a redirect, or a plain refusal; no password is ever written back into the page.
 */
describe('fuzzing the page forms', () => {
  let t: TestApp;
  let seeker: TestClient;
  let jobId = 0;
  beforeAll(async () => {
    t = await createTestAppWithWeb();
    const { db } = t.database;
    const company = await createCompany(db);
    jobId = (await createJob(db, company.id)).id;
    seeker = await signIn(t.app, db, (await createUser(db, { userType: 'job_seeker' })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** `first`: fields sent before the random ones (the report form's name, so the case reaches it). */
  const FORMS: Array<{ url: () => string; fields: string[]; signedIn?: boolean; first?: Record<string, string> }> = [
    { url: () => '/login?next=/jobs', fields: ['email', 'password'] },
    { url: () => '/register/jobseeker', fields: ['email', 'password', 'password2', 'user_type'] },
    { url: () => '/register/company', fields: ['email', 'password', 'password2'] },
    { url: () => '/reset-password', fields: ['email'] },
    { url: () => '/reset-password/confirm?uid=MQ&token=abc', fields: ['new_password', 'uid', 'token'] },
    { url: () => `/jobs/${jobId}`, fields: ['cover_letter'], signedIn: true },
    { url: () => `/jobs/${jobId}`, fields: ['reason', 'note'], signedIn: true, first: { page_form: 'report' } },
    { url: () => '/logout', fields: [], signedIn: true },
  ];
  const PASSWORD_MARK = 'Pw-marker-';
  const ANSWERS = new Set([200, 303, 400, 401, 403, 413, 415, 429]);

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '\0', '%', '&', '=', '[]', 'a'.repeat(20_000), '<script>x</script>', 'x@y.lr'),
  );
  const formCase = (fields: string[]) =>
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields, 'csrfmiddlewaretoken', 'x[y]', ''), fc.string()), text), {
      maxLength: 8,
    });

  it('when 200 random forms hit each page form, then 0 answer 5xx and no password comes back in a page', async () => {
    const problems: string[] = [];
    for (const [index, form] of FORMS.entries()) {
      const samples = fc.sample(formCase(form.fields), { numRuns: CASES, seed: SEED + 100 + index });
      for (const pairs of samples) {
        const client = form.signedIn ? seeker : new TestClient(t.app, freshIp());
        const body = new URLSearchParams(form.first);
        for (const [name, value] of pairs)
          body.append(name, name.startsWith('password') ? PASSWORD_MARK + value : value);
        // A real page's token, unless the case sends its own field (a forged one).
        if (!pairs.some(([name]) => name === 'csrfmiddlewaretoken'))
          body.append('csrfmiddlewaretoken', await client.ensureCsrf());
        const response = await client.request('POST', form.url(), {
          noCsrf: true,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body.toString(),
        });
        const where = `POST ${form.url()} ${body.toString().slice(0, 200)} -> ${response.statusCode}`;
        if (!ANSWERS.has(response.statusCode))
          problems.push(`unexpected answer: ${where} ${response.body.slice(0, 200)}`);
        if (response.body.includes(PASSWORD_MARK)) problems.push(`password in the page: ${where}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);
});
