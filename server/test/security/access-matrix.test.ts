import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { createTestAppWithWeb, submissionIn } from '../fake-web';
import { createApplicant, createCompany, createJob, createUser, signIn } from '../fixtures';
import { type SecurityFixture, seedSecurityFixture, snapshotOwnedRows } from '../security-fixture';
import { lastCodeTo } from '../sms-outbox';
import { createTestApp, type TestApp } from '../test-app';
import { applications, jobReports } from '../../src/db/schema';
import { mediaFilePath } from '../../src/lib/uploads';

type Actor = 'guest' | 's1' | 's2' | 'a' | 'b' | 'c';
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What an actor that does not own the target must get; 'own-only' is a 200 holding only their own rows. */
type Expected = 401 | 403 | 404 | 'own-only';

const SEEKERS: Actor[] = ['s1', 's2'];
const COMPANIES: Actor[] = ['a', 'b', 'c'];
const ACTORS: Actor[] = ['guest', ...SEEKERS, ...COMPANIES];

type Target = { params: Record<string, string>; owners: Actor[] };

type Rule = {
  targets(f: SecurityFixture): Target[];
  /** The answer for each signed-in non-owner (guests always get 401). */
  nonOwner(actor: Actor): Expected;
  /** Actors not attacked, with the reason (the action is theirs by right). */
  skip?: { actors: Actor[]; reason: string };
  /** Valid bodies for the write methods: a refusal then proves ownership, not a malformed request. */
  bodies?: unknown[];
};

const isSeeker = (actor: Actor) => SEEKERS.includes(actor);
const companyOnly = (notOwner: Expected) => (actor: Actor) => (isSeeker(actor) ? 403 : notOwner);

const jobTargets = (f: SecurityFixture): Target[] =>
  COMPANIES.flatMap((key) =>
    f.companies[key as 'a'].jobIds.map((id) => ({ params: { id: String(id), jobId: String(id) }, owners: [key] })),
  );

const applicationTargets = (f: SecurityFixture): Target[] =>
  f.applications.map((application) => ({ params: { id: String(application.id) }, owners: [application.company] }));

/** A résumé's (or photo CV page's) readers: its seeker and the companies that seeker applied to. */
const resumeTargets = (f: SecurityFixture): Target[] =>
  (['s1', 's2'] as const).flatMap((seeker) =>
    [f.seekers[seeker].resume, f.seekers[seeker].resumePage].map((stored) => ({
      params: { name: stored.replace('resumes/', '') },
      owners: [seeker, ...new Set(f.applications.filter((a) => a.seeker === seeker).map((a) => a.company))],
    })),
  );

const jobForm = (title: string, isActive: boolean) => ({
  title,
  description: 'Drive the haul trucks between the pit and the port.',
  requirements: 'A heavy vehicle licence.',
  location: 'Buchanan, Grand Bassa',
  is_remote: false,
  job_type: 'full_time',
  experience_level: 'mid',
  pay_period: 'monthly',
  salary_min: 300,
  salary_max: 600,
  salary_currency: 'USD',
  is_active: isActive,
  deadline: null,
  skills: ['driving'],
  positions_available: 2,
});

/** Every route with an id in its path, by URL; every method registered on it is attacked. */
const RULES: Record<string, Rule> = {
  '/api/jobs/:id/': {
    targets: jobTargets,
    nonOwner: companyOnly(404),
    bodies: [jobForm('Taken over by another company', false), jobForm('Hijacked title', true)],
  },
  '/company/jobs/:id/delete/': { targets: jobTargets, nonOwner: companyOnly(404), bodies: [undefined] },
  // Product decisions: the owning company sees every application, a seeker only their own, anyone else 403.
  '/accounts/api/jobs/:jobId/applications/': {
    targets: jobTargets,
    nonOwner: (actor) => (isSeeker(actor) ? 'own-only' : 403),
  },
  '/api/jobs/:id/apply/': {
    // No job has an "owning" seeker: every company (owner or not) is refused by role.
    targets: (f) => jobTargets(f).map((target) => ({ ...target, owners: [] })),
    nonOwner: () => 403,
    skip: { actors: SEEKERS, reason: 'any job seeker may apply to any open job; it creates only their own row' },
    bodies: [{ cover_letter: 'Please hire me.' }, undefined],
  },
  '/api/jobs/:id/report/': {
    // No job has an "owning" reporter: guests are refused, every signed-in person may report once.
    targets: (f) => jobTargets(f).map((target) => ({ ...target, owners: [] })),
    nonOwner: () => 403,
    skip: {
      actors: [...SEEKERS, ...COMPANIES],
      reason: 'any signed-in person may report a listed job; it creates only their own report',
    },
    bodies: [{ reason: 'scam', note: 'Asked for money.' }],
  },
  '/api/jobs/:id/save/': {
    // A seeker's saved list is their own rows only (the key is theirs): companies are refused by role.
    targets: (f) => jobTargets(f).map((target) => ({ ...target, owners: [] })),
    nonOwner: () => 403,
    skip: { actors: SEEKERS, reason: 'any job seeker may save any job; it adds or removes only their own row' },
  },
  '/accounts/api/applications/:id/': { targets: applicationTargets, nonOwner: companyOnly(404) },
  '/accounts/api/applications/:id/status/': {
    targets: applicationTargets,
    nonOwner: companyOnly(404),
    bodies: [{ status: 'approved' }, { status: 'rejected' }],
  },
  '/api/company/jobs/:id/figures/': { targets: jobTargets, nonOwner: companyOnly(404) },
  '/api/company/jobs/:id/application-news/': {
    targets: jobTargets,
    nonOwner: companyOnly(404),
    bodies: [{ application_news: 'daily' }],
  },
  '/media/resumes/:name': { targets: resumeTargets, nonOwner: () => 404 },
  // A job alert is its seeker's: another seeker finds none (404), a company is refused by role.
  '/accounts/api/alerts/:id/': {
    targets: (f) =>
      (['s1', 's2'] as const).map((seeker) => ({
        params: { id: String(f.seekers[seeker].alertId) },
        owners: [seeker],
      })),
    nonOwner: (actor) => (isSeeker(actor) ? 404 : 403),
    bodies: [{ paused: true }, { name: 'Taken over', search: 'search=nurse', frequency: 'weekly' }],
  },
};

/** Routes with a path parameter that anyone may call, each with the reason. */
const PUBLIC_ID_ROUTES: Record<string, string> = {
  'GET /api/jobs/:id/': 'the public job detail page',
  'HEAD /api/jobs/:id/': 'the public job detail page',
  'GET /api/companies/:id/': 'the public company page',
  'HEAD /api/companies/:id/': 'the public company page',
  'GET /api/companies/:id/jobs/': "the public list of a company's open jobs",
  'HEAD /api/companies/:id/jobs/': "the public list of a company's open jobs",
  'GET /api/companies/industries/:id/companies/': 'the public directory of companies by industry',
  'HEAD /api/companies/industries/:id/companies/': 'the public directory of companies by industry',
  'GET /media/pictures/*': 'profile pictures are shown on public pages, under random names',
  'HEAD /media/pictures/*': 'profile pictures are shown on public pages, under random names',
  'GET /media/logos/*': 'company logos are shown on public job pages, under random names',
  'HEAD /media/logos/*': 'company logos are shown on public job pages, under random names',
  'GET /s/:token': "an SMS's STOP link: the signed token is the credential (a forged one is a 404)",
  'HEAD /s/:token': "an SMS's STOP link: the signed token is the credential (a forged one is a 404)",
  'POST /s/:token': "an SMS's STOP link: the signed token is the credential (a forged one is a 404)",
  'PUT /api/payments/momo/callback/:referenceId/':
    "MTN MoMo's callback: only a hint to ask MoMo's status endpoint, which alone changes an attempt (momo-payments.test.ts)",
  'POST /api/payments/momo/callback/:referenceId/':
    "MTN MoMo's callback: only a hint to ask MoMo's status endpoint, which alone changes an attempt (momo-payments.test.ts)",
  'POST /api/ussd/:secret/':
    "the USSD gateway's callback: the secret in the address is the credential (another is a 404), the calling number the identity",
  'GET /*': 'the web app (index.html and its assets)',
  'HEAD /*': 'the web app (index.html and its assets)',
};

const fillPath = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no fixture id for :${name} in ${url}`);
    return value;
  });

describe('access-control matrix', () => {
  let t: TestApp;
  let f: SecurityFixture;
  let clients: Record<Actor, TestClient>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedSecurityFixture(t.app, t.database.db, t.config);
    const { seekers, companies } = f;
    clients = {
      guest: f.guest,
      s1: seekers.s1.client,
      s2: seekers.s2.client,
      a: companies.a.client,
      b: companies.b.client,
      c: companies.c.client,
    };
  });
  afterAll(async () => t.close());

  /** [method, url] for every registered route whose path takes an id. */
  const idRoutes = () =>
    t.app.declaredRoutes
      .filter((route) => /[:*]/.test(route.url))
      .flatMap((route) => [route.method].flat().map((method) => ({ method: method as Method, route })));
  /** The id routes the matrix attacks: all but the public ones. */
  const attackedRoutes = () => idRoutes().filter(({ method, route }) => !PUBLIC_ID_ROUTES[`${method} ${route.url}`]);

  const send = (actor: Actor, method: Method, url: string, body: unknown): Promise<LightMyRequestResponse> =>
    // TestClient types the methods the web client uses; HEAD goes through the same path.
    clients[actor].request(method as 'GET', url, body === undefined ? {} : { body });

  /** Markers an actor may legitimately see: their own, and the companies a seeker applied to. */
  const allowedMarkers = (actor: Actor): string[] => {
    if (actor === 's1' || actor === 's2') {
      const applied = f.applications.filter((a) => a.seeker === actor).map((a) => f.companies[a.company].marker);
      return [f.seekers[actor].marker, ...applied];
    }
    return actor === 'guest' ? [] : [f.companies[actor].marker];
  };
  const allMarkers = () => [
    ...Object.values(f.seekers).map((s) => s.marker),
    ...Object.values(f.companies).map((c) => c.marker),
  ];
  const leakedMarkers = (actor: Actor, body: string) =>
    allMarkers().filter((marker) => !allowedMarkers(actor).includes(marker) && body.includes(marker));

  it('when every id route is listed, then each is in the matrix or is a public route with a reason', () => {
    const unclassified: string[] = [];
    for (const { method, route } of idRoutes()) {
      const key = `${method} ${route.url}`;
      // Staff routes have no owners: staff-routes.test.ts refuses all of them to everyone else.
      if (route.url.startsWith('/api/staff/') && JSON.stringify(route.config?.access) === '["staff"]') continue;
      if (PUBLIC_ID_ROUTES[key] && route.config?.access === 'public') continue;
      if (RULES[route.url] && !PUBLIC_ID_ROUTES[key]) continue;
      unclassified.push(`${key} (${JSON.stringify(route.config?.access)})`);
    }
    expect(unclassified).toEqual([]);
  });

  it('when guests, other job seekers and other companies call every id route, then none succeeds and the owners keep their rows', async () => {
    const before = await snapshotOwnedRows(t.database.db);
    const results = { attempts: 0, refused: 0, ownOnly: 0, unauthorisedSuccesses: [] as string[] };
    const wrongStatus: string[] = [];

    for (const { method, route } of attackedRoutes()) {
      const rule = RULES[route.url];
      if (!rule) continue;
      const bodies = method === 'GET' || method === 'HEAD' ? [undefined] : (rule.bodies ?? [undefined]);
      for (const target of rule.targets(f)) {
        const url = fillPath(route.url, target.params);
        for (const actor of ACTORS) {
          if (target.owners.includes(actor) || rule.skip?.actors.includes(actor)) continue;
          const expected: Expected = actor === 'guest' ? 401 : rule.nonOwner(actor);
          for (const body of bodies) {
            const response = await send(actor, method, url, body);
            results.attempts += 1;
            const label = `${actor} ${method} ${url} -> ${response.statusCode}`;
            if (expected === 'own-only') {
              const leaks = leakedMarkers(actor, response.body);
              if (response.statusCode < 400 && leaks.length > 0)
                results.unauthorisedSuccesses.push(`${label} ${leaks}`);
              if (response.statusCode !== 200) wrongStatus.push(`${label} (expected 200 with own rows only)`);
              else results.ownOnly += 1;
              continue;
            }
            if (response.statusCode < 400) results.unauthorisedSuccesses.push(label);
            else results.refused += 1;
            if (response.statusCode !== expected) wrongStatus.push(`${label} (expected ${expected})`);
          }
        }
      }
    }

    const after = await snapshotOwnedRows(t.database.db);
    console.info(
      `access matrix: ${results.attempts} attempts, ${results.refused} refused, ${results.ownOnly} answered with ` +
        `the caller's own rows only, ${results.unauthorisedSuccesses.length} unauthorised successes`,
    );
    expect(results.unauthorisedSuccesses).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(results.attempts).toBeGreaterThanOrEqual(300);
    expect(after).toEqual(before);
    for (const seeker of Object.values(f.seekers)) {
      expect(readFileSync(mediaFilePath(t.config, seeker.resume))).toEqual(seeker.resumeBytes);
    }
  });

  // Run after the matrix: it proves the URLs and bodies above were valid, so each refusal was about who asked.
  it('when the owners make the same calls, then they succeed', async () => {
    const failures: string[] = [];
    const writesLast = attackedRoutes().sort(
      (x, y) => Number(x.route.url.includes('delete')) - Number(y.route.url.includes('delete')),
    );
    for (const { method, route } of writesLast) {
      const rule = RULES[route.url];
      if (!rule) continue;
      const body = method === 'GET' || method === 'HEAD' ? undefined : rule.bodies?.[0];
      for (const target of rule.targets(f)) {
        for (const owner of target.owners) {
          const response = await send(owner, method, fillPath(route.url, target.params), body);
          // 204: an owner's DELETE answers with no content.
          if (response.statusCode !== 200 && response.statusCode !== 204)
            failures.push(`${owner} ${method} ${route.url} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("when another company, a seeker or a guest uses a company's SMS code routes, then the company's number and code stay its own", async () => {
    const phone = '+231770555123';
    expect((await clients.a.post('/api/company/sms-phone/', { phone })).statusCode).toBe(200);
    const code = lastCodeTo(t.config.dataDir, phone) as string;
    // The code is bound to company a: typed by b (which has no code waiting), it confirms nothing of a's.
    const byB = await clients.b.post('/api/company/sms-phone/confirm/', { code });
    expect(byB.statusCode).toBe(400);
    expect(byB.json().code).toBe('sms_code_none');
    for (const actor of ['guest', 's1'] as const) {
      const asked = await clients[actor].post('/api/company/sms-phone/', { phone: '+231770555124' });
      const typed = await clients[actor].post('/api/company/sms-phone/confirm/', { code });
      expect([asked.statusCode, typed.statusCode]).toEqual(actor === 'guest' ? [401, 401] : [403, 403]);
    }
    expect((await clients.b.get('/companies/profile/api/')).json()).toMatchObject({ contact_phone_confirmed: false });
    expect((await clients.a.get('/companies/profile/api/')).json()).toMatchObject({
      contact_phone: phone,
      contact_phone_confirmed: false,
    });
    // Still a's to type.
    const byA = await clients.a.post('/api/company/sms-phone/confirm/', { code });
    expect(byA.json()).toMatchObject({ phone_number: phone, phone_confirmed: true });
  });

  it("when signed-in callers smuggle other owners' ids into routes scoped to their session, then they see only their own data", async () => {
    const sessionRoutes = [
      '/companies/profile/api/',
      '/api/companies/subscription/',
      '/api/companies/bookkeeping/months/',
      '/api/company/figures/',
      '/accounts/api/company/jobs/',
      '/accounts/api/auth/profile/',
      '/accounts/api/structured-cv/',
      '/accounts/api/my-applications/',
      '/accounts/api/saved-jobs/',
      '/accounts/api/notifications/',
      '/accounts/api/notifications/unread/',
      '/api/company/notification-settings/',
      '/accounts/api/alerts/',
    ];
    const ownerIds = [
      ...Object.values(f.companies).flatMap((c) => [c.companyId, c.userId]),
      ...Object.values(f.seekers).map((s) => s.userId),
    ];
    const leaks: string[] = [];
    let attempts = 0;
    for (const url of sessionRoutes) {
      for (const actor of ACTORS) {
        for (const id of ownerIds) {
          const query = { id: String(id), company_id: String(id), user_id: String(id), companyId: String(id) };
          const response = await clients[actor].get(url, { query });
          attempts += 1;
          const leaked = leakedMarkers(actor, response.body);
          if (leaked.length > 0) leaks.push(`${actor} GET ${url}?id=${id} -> ${response.statusCode} ${leaked}`);
          if (actor === 'guest') expect(response.statusCode).toBe(401);
        }
      }
    }
    console.info(`session-scoped routes: ${attempts} attempts with smuggled ids, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    // The markers are really in these answers for their owners, so the leak check above can see them.
    expect((await clients.a.get('/companies/profile/api/')).body).toContain(f.companies.a.marker);
    expect((await clients.s1.get('/accounts/api/structured-cv/')).body).toContain(f.seekers.s1.marker);
    expect((await clients.s1.get('/accounts/api/my-applications/')).body).toContain(f.companies.b.marker);
    expect((await clients.s1.get('/accounts/api/alerts/')).body).toContain(f.seekers.s1.marker);
  });
});

/**
 * The page forms (modules/page-forms) reach the same API routes, so the same rules hold; what differs
 * is the answer a browser without the app needs: a redirect to log in, or the page with the refusal.
 */
describe('access on the page forms', () => {
  let t: TestApp;
  let jobId = 0;
  beforeAll(async () => {
    t = await createTestAppWithWeb();
    jobId = (await createJob(t.database.db, (await createCompany(t.database.db)).id)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const applicationsOf = (jobIdToCount: number) =>
    t.database.db.$count(applications, eq(applications.jobId, jobIdToCount));

  it('when a guest posts the apply form, then it is sent to log in and back to the job, and nothing is made', async () => {
    const guest = new TestClient(t.app, freshIp());
    const response = await guest.postForm(`/jobs/${jobId}`, { cover_letter: 'Hello' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/login?next=${encodeURIComponent(`/jobs/${jobId}`)}`);
    expect(await applicationsOf(jobId)).toBe(0);
  });

  it('when a company posts the apply form, then the page shows the refusal (403) and nothing is made', async () => {
    const company = await createCompany(t.database.db);
    const client = await signIn(t.app, t.database.db, company.userId);
    const response = await client.postForm(`/jobs/${jobId}`, { cover_letter: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(submissionIn(response.body)).toMatchObject({ form: 'apply', apiError: { status: 403 } });
    expect(await applicationsOf(jobId)).toBe(0);
  });

  it('when a job seeker posts the apply form twice, then one application is made: the first shows it sent, the second lands on the job', async () => {
    const seeker = await createApplicant(t.database.db);
    const client = await signIn(t.app, t.database.db, seeker.id);
    const first = await client.postForm(`/jobs/${jobId}`, { cover_letter: '' });
    expect(first.statusCode).toBe(200);
    expect(submissionIn(first.body)).toMatchObject({ form: 'apply', done: true });
    const second = await client.postForm(`/jobs/${jobId}`, { cover_letter: '' });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(`/jobs/${jobId}`);
    expect(await applicationsOf(jobId)).toBe(1);
  });

  it('when a guest posts the report form, then it is sent to log in and back to the job, and nothing is stored', async () => {
    const guest = new TestClient(t.app, freshIp());
    const response = await guest.postForm(`/jobs/${jobId}`, { page_form: 'report', reason: 'scam' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/login?next=${encodeURIComponent(`/jobs/${jobId}`)}`);
    expect(await t.database.db.$count(jobReports)).toBe(0);
  });

  it('when a signed-in person posts the report form twice, then one report is stored and the page says it is in', async () => {
    const seeker = await createUser(t.database.db, { userType: 'job_seeker' });
    const client = await signIn(t.app, t.database.db, seeker.id);
    for (let tap = 0; tap < 2; tap++) {
      const response = await client.postForm(`/jobs/${jobId}`, { page_form: 'report', reason: 'duplicate', note: '' });
      expect(response.statusCode).toBe(200);
      expect(submissionIn(response.body)).toMatchObject({ form: 'report', done: true });
    }
    expect(await t.database.db.$count(jobReports)).toBe(1);
    const refused = await client.postForm(`/jobs/${jobId}`, { page_form: 'report', reason: 'boring' });
    expect(refused.statusCode).toBe(400);
    expect(submissionIn(refused.body)?.fieldErrors.reason).toBeDefined();
    // A report is never taken for an application, though both forms post to the job's address.
    expect(await t.database.db.$count(applications, eq(applications.userId, seeker.id))).toBe(0);
  });

  it('when a guest posts the logout form, then it lands on the login page and nobody is signed out', async () => {
    const seeker = await createUser(t.database.db, { userType: 'job_seeker' });
    const signedIn = await signIn(t.app, t.database.db, seeker.id);
    const guest = new TestClient(t.app, freshIp());
    const response = await guest.postForm('/logout', {});
    expect(response.statusCode).toBe(303);
    expect((await signedIn.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(true);
  });
});
