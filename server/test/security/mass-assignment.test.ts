import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { createCompany, createJob, createUser, FIXTURE_PASSWORD, signIn } from '../fixtures';
import { multipartBody, samplePng } from '../sample-files';
import { type SecurityFixture, seedSecurityFixture } from '../security-fixture';
import { createTestApp, type TestApp } from '../test-app';
import type { Db } from '../../src/db/client';
import { companies, jobReports, jobSeekerProfiles, scamRules } from '../../src/db/schema';
import { twilioSignature } from '../../src/lib/sms/twilio';
import { type FakeMomo, fakeMomoEnv, startFakeMomo } from '../fake-momo';
import { FAKE_AUTH_TOKEN, FAKE_TWILIO_ENV } from '../fake-twilio';
import { lastCodeTo } from '../sms-outbox';
import { USSD_PATH, USSD_SECRET, UssdSession, ussdForm } from '../ussd-gateway';

/** Keys an attacker would add to a body to bind a column the form does not offer. */
const EXTRA_KEYS = [
  'id',
  'pk',
  'user_type',
  'userType',
  'company_id',
  'companyId',
  'company',
  'user_id',
  'userId',
  'user',
  'job_id',
  'jobId',
  'is_staff',
  'isStaff',
  'is_superuser',
  'is_active',
  'isActive',
  'status',
  'is_deleted',
  'isDeleted',
  'views',
  'active_until',
  'activeUntil',
  'plan_id',
  'created_at',
  'createdAt',
  'applied_at',
  'submitted_at',
  'password_hash',
  'passwordHash',
  'google_sub',
  'email',
  'logo',
  'resume',
  'picture',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes without a body to bind anything to. */
const NO_BODY_ROUTES = [
  'POST /accounts/api/logout/',
  'POST /accounts/api/auth/logout/',
  'POST /accounts/api/auth/logout-everywhere/',
  'POST /company/jobs/:id/delete/',
  // The signed unsubscribe link: its query says which alert; a one-click body is only the RFC 8058 marker.
  'POST /alerts/unsubscribe/',
  // An SMS's STOP link: the signed token in its path says whose SMS stop; the page's form sends nothing.
  'POST /s/:token',
];

type Row = Record<string, unknown>;
type Snapshot = Record<string, Map<string, Row>>;

/**
 * Per table: its key, the protected columns no write route may change on an existing row, and a
 * content column where a route may legitimately edit the row (so an edit of someone else's row
 * shows up too).
 */
const TABLES: Record<string, { key: string; protected: string[]; content: string[] }> = {
  users: {
    key: 'id',
    protected: ['id', 'email', 'user_type', 'is_staff', 'is_active', 'password_hash', 'google_sub', 'date_joined'],
    content: [],
  },
  companies: {
    key: 'id',
    protected: ['id', 'user_id', 'logo', 'contact_phone_confirmed_at', 'created_at'],
    content: ['name'],
  },
  job_seeker_profiles: {
    key: 'user_id',
    protected: ['user_id', 'resume', 'picture', 'phone_confirmed_at', 'sms_receipts', 'sms_status_news'],
    content: ['bio'],
  },
  phone_confirmations: {
    key: 'user_id',
    protected: ['user_id', 'phone', 'code_hash', 'expires_at', 'tries'],
    content: [],
  },
  structured_cvs: { key: 'user_id', protected: ['user_id'], content: ['summary'] },
  jobs: {
    key: 'id',
    protected: ['id', 'company_id', 'views', 'is_deleted', 'moderation', 'moderation_reason', 'created_at'],
    content: ['title'],
  },
  job_reports: {
    key: 'id',
    protected: [
      'id',
      'job_id',
      'user_id',
      'reason',
      'note',
      'reporter_address',
      'from_company',
      'decision',
      'created_at',
    ],
    content: [],
  },
  scam_rules: { key: 'id', protected: ['id', 'created_at'], content: ['pattern', 'label', 'enabled'] },
  job_alerts: {
    key: 'id',
    protected: ['id', 'user_id', 'email', 'sms', 'created_at', 'last_sent_at'],
    content: ['name'],
  },
  applications: {
    key: 'id',
    protected: ['id', 'job_id', 'user_id', 'status', 'cover_letter', 'applied_at'],
    content: [],
  },
  bookkeeping_records: {
    key: 'id',
    protected: [
      'id',
      'company_id',
      'month',
      'revenue',
      'expenses',
      'ore_extracted',
      'wages_paid',
      'notes',
      'submitted_at',
    ],
    content: [],
  },
  payments: {
    key: 'id',
    protected: ['id', 'company_id', 'plan_id', 'provider', 'payment_reference', 'amount', 'created_at'],
    content: [],
  },
  subscriptions: { key: 'id', protected: ['id', 'company_id', 'plan_id', 'active_until'], content: [] },
  mobile_payment_attempts: {
    key: 'id',
    protected: ['id', 'company_id', 'plan_id', 'reference_id', 'msisdn', 'amount', 'currency', 'state', 'payment_id'],
    content: [],
  },
};

/** Every table's watched columns in one round trip (as JSON), built from the constant list above. */
const SNAPSHOT_QUERY = sql.raw(
  `select json_build_object(${Object.entries(TABLES)
    .map(([table, spec]) => {
      const columns = [...spec.protected, ...spec.content].join(', ');
      return `'${table}', (select coalesce(json_agg(t), '[]'::json) from (select ${columns} from ${table}) t)`;
    })
    .join(', ')}) as snapshot`,
);

async function snapshot(db: Db): Promise<Snapshot> {
  const result = (await db.execute(SNAPSHOT_QUERY)) as unknown as { rows: Array<{ snapshot: unknown }> };
  const raw = result.rows[0]?.snapshot;
  const tables = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, Row[]>;
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      new Map(rows.map((row) => [String(row[TABLES[table]?.key ?? 'id']), row])),
    ]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Sent = { extras: Record<string, unknown>; response: LightMyRequestResponse; prepared: Prepared };

type Prepared = {
  client?: TestClient;
  email?: string;
  userId?: number;
  jobId?: number;
  companyId?: number;
  ruleId?: number;
  pattern?: string;
  phone?: string;
  code?: string;
  /** A USSD session and the answers it gave so far. */
  sessionId?: string;
  text?: string;
};
const NOTHING_PREPARED: Prepared = {};

type WriteRoute = {
  name: string;
  runs: number;
  /** Keys the form really takes: they are not "extra" for this route. */
  formKeys?: string[];
  /** Set-up for one run (a fresh account, job or company), done before the first snapshot. */
  prepare?: () => Promise<Prepared>;
  send(extras: Record<string, unknown>, prepared: Prepared): Promise<LightMyRequestResponse>;
  /** Existing rows this call may edit (content only; protected columns stay unless `changes` allows). */
  editable?: (table: string, before: Row) => boolean;
  /** A protected change the route makes by design (a status change, a subscription extension). */
  changes?: (table: string, before: Row, after: Row, sent: Sent) => boolean;
  /** A new row is acceptable: owned by the caller, with default protected values. */
  added?: (table: string, row: Row, sent: Sent) => boolean;
};

/** Problems between two snapshots for one call; empty when only allowed changes happened. */
function problems(route: WriteRoute, before: Snapshot, after: Snapshot, sent: Sent): string[] {
  const found: string[] = [];
  for (const [table, rowsAfter] of Object.entries(after)) {
    const rowsBefore = before[table] as Map<string, Row>;
    for (const [key, row] of rowsBefore) {
      const now = rowsAfter.get(key);
      if (!now) {
        found.push(`${table} ${key} deleted`);
        continue;
      }
      if (same(row, now)) continue;
      const protectedSame = (TABLES[table]?.protected ?? []).every((column) => same(row[column], now[column]));
      const allowed = route.changes?.(table, row, now, sent) || (protectedSame && route.editable?.(table, row));
      if (!allowed) found.push(`${table} ${key}: ${JSON.stringify(row)} -> ${JSON.stringify(now)}`);
    }
    for (const [key, row] of rowsAfter) {
      if (rowsBefore.has(key)) continue;
      if (!route.added?.(table, row, sent)) found.push(`${table} ${key} added: ${JSON.stringify(row)}`);
    }
  }
  return found;
}

// Letters only: a run of hex digits can read as a phone number, which moderation rightly holds.
const unique = () =>
  randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g');

const MOMO_PHONE = '0880 123 456';

describe('mass assignment', () => {
  let t: TestApp;
  let f: SecurityFixture;
  let db: Db;
  let industryId: number;
  let momo: FakeMomo;
  /** A MoMo request waiting on a payer's phone: its callback address is a write route like any other. */
  let momoReferenceId: string;

  beforeAll(async () => {
    // With the SMS gateway and MoMo set, so their webhooks are write routes like any other.
    momo = await startFakeMomo();
    t = await createTestApp({
      env: { ...FAKE_TWILIO_ENV, USSD_CALLBACK_SECRET: USSD_SECRET, ...fakeMomoEnv(momo.baseUrl) },
      taskQueue: true,
    });
    db = t.database.db;
    f = await seedSecurityFixture(t.app, db, t.config);
    const [company] = await db.select().from(companies).where(eq(companies.id, f.companies.a.companyId));
    industryId = company?.industryId as number;
    const payer = await createCompany(db);
    const asked = await (await signIn(t.app, db, payer.userId)).post('/api/companies/payment/momo/', {
      plan_id: f.planId,
      phone: MOMO_PHONE,
    });
    momoReferenceId = momo.requests.find((request) => request.body.externalId === String(asked.json().id))
      ?.referenceId as string;
  });
  afterAll(async () => {
    await t.close();
    await momo.close();
  });

  const extraValue = () =>
    fc.oneof(
      fc.constantFrom(
        ...[f.companies.b, f.companies.c].flatMap((c) => [c.companyId, c.userId, ...c.jobIds]),
        f.seekers.s2.userId,
        'staff',
        'company',
        'approved',
        'rejected',
        '2099-12-31T00:00:00.000Z',
        'resumes/../../secret.pdf',
        'attacker@example.com',
      ),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 20 }),
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );

  /** Multipart forms carry text: each extra value as the browser would send it. */
  const asFields = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

  const jobForm = (title: string) => ({
    title,
    description: 'Keep the generators running at the mine camp.',
    location: 'Yekepa, Nimba',
    job_type: 'contract',
    experience_level: 'senior',
    pay_period: 'monthly',
    salary_min: 800,
    salary_max: 1200,
    salary_currency: 'USD',
    is_active: true,
    deadline: null,
    skills: ['electrics'],
    positions_available: 1,
  });

  const routes = (): WriteRoute[] => {
    const { a, b } = f.companies;
    const { s1 } = f.seekers;
    const target = f.applications.find((x) => x.seeker === 's1' && x.company === 'a');
    if (!target) throw new Error('fixture has no s1 -> a application');
    let month = 0;
    const staffClient = async () => signIn(t.app, db, (await createUser(db, { userType: 'staff' })).id);
    /**
     * `userId` signed in on an address of its own (the SMS code limits count per account and per
     * address), with a number of its own (`prefix` and the id).
     */
    const smsCaller = async (userId: number, prefix: string): Promise<Prepared> => {
      const session = await signIn(t.app, db, userId);
      const client = new TestClient(t.app, freshIp());
      for (const [name, value] of session.cookies) client.cookies.set(name, value);
      return { client, userId, phone: `${prefix}${String(userId).padStart(6, '0')}` };
    };
    const smsSeeker = async () => smsCaller((await createUser(db)).id, '+231886');
    const smsCompany = async () => smsCaller((await createCompany(db)).userId, '+231777');
    /** Only these protected columns of the caller's own row moved, and every other one stayed. */
    const onlyOwn =
      (table: string, columns: string[]) =>
      (changed: string, before: Row, after: Row, { prepared }: Sent) =>
        changed === table &&
        before.user_id === prepared.userId &&
        (TABLES[table]?.protected ?? []).every(
          (column) => columns.includes(column) || same(before[column], after[column]),
        );
    /**
     * A wrong code typed at `${path}confirm/` by an account that asked for one: the try is counted and
     * nothing else moves (the right one is tested in its module).
     */
    const wrongCode = (path: string, account: () => Promise<Prepared>): WriteRoute => ({
      name: `POST ${path}confirm/`,
      runs: 30,
      formKeys: ['code'],
      prepare: async () => {
        const caller = await account();
        await (caller.client as TestClient).post(path, { phone: caller.phone });
        const code = lastCodeTo(t.config.dataDir, caller.phone as string) as string;
        return { ...caller, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') };
      },
      send: (extras, { client, code }) => (client as TestClient).post(`${path}confirm/`, { code, ...extras }),
      changes: (table, before, after, sent) =>
        onlyOwn('phone_confirmations', ['tries'])(table, before, after, sent) &&
        after.tries === Number(before.tries) + 1,
    });
    return [
      {
        name: 'POST /accounts/api/login/',
        runs: 30,
        formKeys: ['email', 'password'],
        // A new account each time: the per-account limit (10 checks) must not hide the extras.
        prepare: async () => {
          const user = await createUser(db);
          return { email: user.email, client: new TestClient(t.app, freshIp()) };
        },
        send: (extras, { client, email }) =>
          (client as TestClient).post('/accounts/api/login/', { email, password: FIXTURE_PASSWORD, ...extras }),
      },
      {
        name: 'POST /accounts/api/register/',
        runs: 30,
        formKeys: ['email', 'password', 'password2', 'user_type'],
        send(extras) {
          const client = new TestClient(t.app, freshIp());
          const password = 'palm-wine-harbour-42';
          const user_type = Math.random() < 0.5 ? 'company' : 'job_seeker';
          return client.post('/accounts/api/register/', {
            email: `mass-${unique()}@example.com`,
            password,
            password2: password,
            user_type,
            ...extras,
          });
        },
        added: (table, row, { response }) => {
          if (response.statusCode !== 201 && response.statusCode !== 200) return false;
          const newId = (response.json() as { user: { id: number } }).user.id;
          if (table === 'users') {
            return row.id === newId && row.is_staff === false && row.is_active === true && row.user_type !== 'staff';
          }
          if (table === 'companies') return row.user_id === newId && row.logo === null;
          if (table === 'job_seeker_profiles')
            return row.user_id === newId && row.resume === null && row.picture === null;
          return false;
        },
      },
      {
        name: 'POST /accounts/api/password-reset/request/',
        runs: 20,
        formKeys: ['email'],
        send: (extras) =>
          new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/request/', {
            email: `nobody-${unique()}@example.com`,
            ...extras,
          }),
      },
      {
        name: 'POST /accounts/api/password-reset/confirm/',
        runs: 20,
        formKeys: ['uid', 'token', 'new_password'],
        send: (extras) =>
          new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/confirm/', {
            uid: Buffer.from(String(s1.userId)).toString('base64url'),
            token: 'abc-0123456789abcdef',
            new_password: 'another-harbour-43',
            ...extras,
          }),
      },
      {
        name: 'POST /accounts/api/auth/password/change/',
        runs: 20,
        formKeys: ['current_password', 'new_password'],
        // A new account each time: each run changes its password (and uses up its password checks).
        prepare: async () => {
          const user = await createUser(db);
          return { userId: user.id, client: await signIn(t.app, db, user.id) };
        },
        send: (extras, { client }) =>
          (client as TestClient).post('/accounts/api/auth/password/change/', {
            current_password: FIXTURE_PASSWORD,
            new_password: `new-harbour-${unique()}`,
            ...extras,
          }),
        // The caller's own password hash changes, and nothing else of the row.
        changes: (table, before, after, { response, prepared }) =>
          table === 'users' &&
          response.statusCode === 200 &&
          before.id === prepared.userId &&
          Object.keys(before).every((column) => column === 'password_hash' || same(before[column], after[column])),
      },
      {
        name: 'POST /accounts/api/social/login/',
        runs: 20,
        formKeys: ['id_token'],
        send: (extras) =>
          new TestClient(t.app, freshIp()).post('/accounts/api/social/login/', { id_token: 'a.b.c', ...extras }),
      },
      {
        name: 'PUT /accounts/api/auth/profile/ (multipart)',
        runs: 100,
        formKeys: ['bio', 'phone_number', 'city'],
        send(extras) {
          const form = multipartBody({
            bio: `Bio ${unique()}`,
            phone_number: '+231 77 000 0000',
            city: 'Monrovia',
            ...asFields(extras),
          });
          return s1.client.put('/accounts/api/auth/profile/', undefined, form);
        },
        editable: (table, row) => table === 'job_seeker_profiles' && row.user_id === s1.userId,
      },
      {
        name: 'POST /accounts/api/auth/profile/cv-pages/ (multipart)',
        runs: 20,
        formKeys: [],
        async send(extras) {
          const page = { field: 'page', filename: 'page.png', data: await samplePng(40, 60) };
          const form = multipartBody(asFields(extras), [page]);
          return s1.client.post('/accounts/api/auth/profile/cv-pages/', undefined, form);
        },
        editable: (table, row) => table === 'job_seeker_profiles' && row.user_id === s1.userId,
      },
      {
        name: 'PUT /accounts/api/structured-cv/',
        runs: 100,
        formKeys: ['summary', 'skills', 'languages'],
        send: (extras) =>
          s1.client.put('/accounts/api/structured-cv/', {
            summary: `Summary ${unique()}`,
            skills: ['welding'],
            languages: ['English', 'Kpelle'],
            ...extras,
          }),
        editable: (table, row) => table === 'structured_cvs' && row.user_id === s1.userId,
      },
      {
        name: 'POST /companies/profile/api/ (multipart)',
        runs: 100,
        formKeys: ['name', 'description', 'size', 'industry'],
        send(extras) {
          const form = multipartBody({
            name: `Company ${unique()}`,
            description: 'Iron ore logistics.',
            size: 'medium',
            industry: String(industryId),
            ...asFields(extras),
          });
          return a.client.post('/companies/profile/api/', undefined, form);
        },
        editable: (table, row) => table === 'companies' && row.id === a.companyId,
      },
      {
        name: 'POST /api/jobs/',
        runs: 100,
        formKeys: Object.keys(jobForm('')),
        send: (extras) => a.client.post('/api/jobs/', { ...jobForm(`New ${unique()}`), ...extras }),
        added: (table, row) =>
          table === 'jobs' && row.company_id === a.companyId && row.views === 0 && row.is_deleted === false,
      },
      {
        name: 'PUT /api/jobs/:id/',
        runs: 100,
        formKeys: Object.keys(jobForm('')),
        send: (extras) => a.client.put(`/api/jobs/${a.jobIds[0]}/`, { ...jobForm(`Edited ${unique()}`), ...extras }),
        editable: (table, row) => table === 'jobs' && row.id === a.jobIds[0],
      },
      {
        name: 'POST /api/jobs/:id/apply/',
        runs: 100,
        formKeys: ['cover_letter'],
        // A new job each time: one application per (job, seeker).
        prepare: async () => {
          const job = await createJob(db, f.companies.c.companyId);
          return { jobId: job.id };
        },
        send: (extras, { jobId }) =>
          s1.client.post(`/api/jobs/${jobId}/apply/`, { cover_letter: 'I can start Monday.', ...extras }),
        added: (table, row, { prepared }) =>
          table === 'applications' &&
          row.user_id === s1.userId &&
          row.job_id === prepared.jobId &&
          row.status === 'pending',
      },
      {
        name: 'POST /api/jobs/:id/report/',
        runs: 60,
        formKeys: ['reason', 'note'],
        // A new job each time: one report per (job, person), and one report never hides a job.
        prepare: async () => ({ jobId: (await createJob(db, f.companies.c.companyId)).id }),
        send: (extras, { jobId }) =>
          s1.client.post(`/api/jobs/${jobId}/report/`, { reason: 'scam', note: 'Asked for a fee.', ...extras }),
        added: (table, row, { prepared }) =>
          table === 'job_reports' &&
          row.user_id === s1.userId &&
          row.job_id === prepared.jobId &&
          row.reason === 'scam' &&
          row.decision === null,
      },
      {
        name: 'POST /api/jobs/:id/save/',
        runs: 40,
        formKeys: [],
        // A new job each time: saving is one row per (seeker, job), and it touches no tracked column.
        prepare: async () => ({ jobId: (await createJob(db, f.companies.c.companyId)).id }),
        send: (extras, { jobId }) => s1.client.post(`/api/jobs/${jobId}/save/`, { ...extras }),
      },
      {
        name: 'POST /accounts/api/notifications/read/',
        runs: 40,
        formKeys: [],
        // Marks the caller's own notifications read; no tracked column may move.
        send: (extras) => s1.client.post('/accounts/api/notifications/read/', { ...extras }),
      },
      {
        name: 'POST /accounts/api/alerts/',
        runs: 40,
        formKeys: ['name', 'search', 'frequency'],
        send: (extras) =>
          s1.client.post('/accounts/api/alerts/', {
            name: `Alert ${unique()}`,
            search: 'search=driver',
            frequency: 'daily',
            ...extras,
          }),
        // The caller's own alert, by e-mail, never sent yet (past the 20-alert cap: refused, nothing added).
        added: (table, row) =>
          table === 'job_alerts' &&
          row.user_id === s1.userId &&
          row.email === true &&
          row.sms === false &&
          row.last_sent_at === null,
      },
      {
        name: 'PATCH /accounts/api/alerts/:id/',
        runs: 40,
        formKeys: ['name', 'search', 'frequency', 'paused'],
        send: (extras) =>
          s1.client.patch(`/accounts/api/alerts/${s1.alertId}/`, { name: `Alert ${unique()}`, ...extras }),
        editable: (table, row) => table === 'job_alerts' && row.id === s1.alertId,
      },
      {
        name: 'POST /api/profile/sms-phone/',
        runs: 30,
        formKeys: ['phone'],
        prepare: smsSeeker,
        send: (extras, { client, phone }) =>
          (client as TestClient).post('/api/profile/sms-phone/', { phone, ...extras }),
        // The caller's own code, waiting for its number, with no tries yet; the number becomes the
        // profile's (a profile made for it), not confirmed and with SMS off.
        added: (table, row, { prepared }) =>
          (table === 'phone_confirmations' &&
            row.user_id === prepared.userId &&
            row.phone === prepared.phone &&
            row.tries === 0) ||
          (table === 'job_seeker_profiles' &&
            row.user_id === prepared.userId &&
            row.phone_confirmed_at === null &&
            row.sms_receipts === false),
      },
      wrongCode('/api/profile/sms-phone/', smsSeeker),
      {
        name: 'POST /api/company/sms-phone/',
        runs: 30,
        formKeys: ['phone'],
        prepare: smsCompany,
        send: (extras, { client, phone }) =>
          (client as TestClient).post('/api/company/sms-phone/', { phone, ...extras }),
        // The caller's own code, with no tries yet; its contact phone becomes the number, not confirmed.
        added: (table, row, { prepared }) =>
          table === 'phone_confirmations' &&
          row.user_id === prepared.userId &&
          row.phone === prepared.phone &&
          row.tries === 0,
        changes: (table, before, after, sent) =>
          onlyOwn('companies', [])(table, before, after, sent) && after.contact_phone === sent.prepared.phone,
      },
      wrongCode('/api/company/sms-phone/', smsCompany),
      {
        name: 'PATCH /api/profile/sms-phone/',
        runs: 30,
        formKeys: ['sms_receipts', 'sms_status_news'],
        prepare: async () => {
          const seeker = await smsSeeker();
          await db.insert(jobSeekerProfiles).values({
            userId: seeker.userId as number,
            phoneNumber: seeker.phone as string,
            phoneConfirmedAt: new Date(),
          });
          return seeker;
        },
        send: (extras, { client }) =>
          (client as TestClient).patch('/api/profile/sms-phone/', { sms_receipts: true, ...extras }),
        changes: (table, before, after, sent) =>
          onlyOwn('job_seeker_profiles', ['sms_receipts', 'sms_status_news'])(table, before, after, sent) &&
          after.sms_receipts === true,
      },
      {
        name: 'POST /api/sms/twilio/inbound/',
        runs: 30,
        formKeys: ['MessageSid', 'From', 'Body'],
        prepare: async () => {
          const seeker = await smsSeeker();
          await db.insert(jobSeekerProfiles).values({
            userId: seeker.userId as number,
            phoneNumber: seeker.phone as string,
            phoneConfirmedAt: new Date(),
            smsReceipts: true,
          });
          return seeker;
        },
        send: (extras, { phone }) => {
          // The gateway's signed form: every extra is one more signed parameter, as text.
          const params = {
            ...asFields(extras),
            MessageSid: `SM${randomBytes(16).toString('hex')}`,
            From: phone as string,
            Body: 'STOP',
          };
          return t.app.inject({
            method: 'POST',
            url: '/api/sms/twilio/inbound/',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-twilio-signature': twilioSignature(
                FAKE_AUTH_TOKEN,
                `${t.config.siteUrl}/api/sms/twilio/inbound/`,
                params,
              ),
            },
            payload: new URLSearchParams(params).toString(),
          });
        },
        // Only the sender's SMS receipts turn off.
        changes: (table, before, after, sent) =>
          onlyOwn('job_seeker_profiles', ['sms_receipts'])(table, before, after, sent) && after.sms_receipts === false,
      },
      {
        name: 'POST /api/ussd/:secret/',
        runs: 30,
        formKeys: ['sessionId', 'phoneNumber', 'text', 'serviceCode', 'networkCode'],
        // A number we do not know, one step from applying: its name is the step sent with the extras.
        prepare: async () => {
          const word = `ussd${unique()}`;
          const job = await createJob(db, f.companies.a.companyId, { title: `Yard Hand ${word}` });
          const session = new UssdSession(t.app, `+231777${String(job.id % 1e6).padStart(6, '0')}`);
          await session.dial();
          for (const answer of ['1', '1', '1', word, '1', '1']) await session.press(answer);
          return { jobId: job.id, phone: session.phone, sessionId: session.sessionId, text: session.answers.join('*') };
        },
        send: (extras, { phone, sessionId, text }) =>
          t.app.inject({
            method: 'POST',
            url: USSD_PATH,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `${new URLSearchParams(asFields(extras))}&${ussdForm({
              sessionId: sessionId as string,
              phoneNumber: phone as string,
              text: `${text}*Korpo Flomo`,
            })}`,
          }),
        // Only the phone-only seeker of the number, with its profile and its one application by phone.
        added: (table, row, { prepared }) => {
          const email = `${(prepared.phone as string).slice(1)}@phone.invalid`;
          if (table === 'users') {
            return (
              row.email === email &&
              row.user_type === 'job_seeker' &&
              row.is_staff === false &&
              row.password_hash === null &&
              row.google_sub === null &&
              row.is_active === true
            );
          }
          if (table === 'job_seeker_profiles') return row.resume === null && row.picture === null;
          return table === 'applications' && row.job_id === prepared.jobId && row.status === 'pending';
        },
      },
      {
        name: 'POST /api/staff/jobs/:id/decision/',
        runs: 40,
        formKeys: ['action', 'reason'],
        prepare: async () => ({
          client: await staffClient(),
          jobId: (await createJob(db, f.companies.c.companyId, { moderation: 'held', moderationReason: 'Fee' })).id,
        }),
        send: (extras, { client, jobId }) =>
          (client as TestClient).post(`/api/staff/jobs/${jobId}/decision/`, { action: 'release', ...extras }),
        // Only the job's moderation, released: no other column of it, no other job.
        changes: (table, before, after, { prepared }) =>
          table === 'jobs' &&
          before.id === prepared.jobId &&
          after.moderation === 'visible' &&
          after.moderation_reason === '' &&
          ['company_id', 'views', 'is_deleted', 'created_at'].every((column) => same(before[column], after[column])),
      },
      {
        name: 'POST /api/staff/scam-rules/',
        runs: 40,
        formKeys: ['pattern', 'label', 'enabled'],
        prepare: async () => ({ client: await staffClient(), pattern: `word${unique()}` }),
        send: (extras, { client, pattern }) =>
          (client as TestClient).post('/api/staff/scam-rules/', { pattern, label: 'Test rule', ...extras }),
        added: (table, row, { prepared }) =>
          table === 'scam_rules' && row.pattern === prepared.pattern && row.label === 'Test rule',
      },
      {
        name: 'PUT /api/staff/scam-rules/:id/',
        runs: 40,
        formKeys: ['pattern', 'label', 'enabled'],
        prepare: async () => {
          const [rule] = await db
            .insert(scamRules)
            .values({ pattern: `rule${unique()}`, label: 'Before' })
            .returning();
          return { client: await staffClient(), ruleId: rule?.id, pattern: `edited${unique()}` };
        },
        send: (extras, { client, ruleId, pattern }) =>
          (client as TestClient).put(`/api/staff/scam-rules/${ruleId}/`, { pattern, label: 'After', ...extras }),
        editable: (table, before) => table === 'scam_rules' && before.label === 'Before',
      },
      {
        name: 'POST /api/staff/users/:id/role/',
        runs: 40,
        formKeys: ['role', 'reason'],
        // A fresh seeker each time, made a company: only its role changes, and its company row is made.
        prepare: async () => ({ client: await staffClient(), userId: (await createUser(db)).id }),
        send: (extras, { client, userId }) =>
          (client as TestClient).post(`/api/staff/users/${userId}/role/`, { role: 'company', ...extras }),
        changes: (table, before, after, { prepared }) =>
          table === 'users' &&
          before.id === prepared.userId &&
          after.user_type === 'company' &&
          after.is_staff === false &&
          ['email', 'is_active', 'password_hash', 'google_sub', 'date_joined'].every((column) =>
            same(before[column], after[column]),
          ),
        added: (table, row, { prepared }) => table === 'companies' && row.user_id === prepared.userId,
      },
      {
        name: 'POST /api/staff/reports/:id/decision/',
        runs: 40,
        formKeys: ['decision', 'reason'],
        // A job with one open report of its own each time.
        prepare: async () => {
          const job = await createJob(db, f.companies.c.companyId);
          await db
            .insert(jobReports)
            .values({ jobId: job.id, userId: f.seekers.s2.userId, reporterAddress: 'test', reason: 'duplicate' });
          return { client: await staffClient(), jobId: job.id };
        },
        send: (extras, { client, jobId }) =>
          (client as TestClient).post(`/api/staff/reports/${jobId}/decision/`, { decision: 'dismiss', ...extras }),
        changes: (table, before, after, { prepared }) =>
          table === 'job_reports' &&
          before.job_id === prepared.jobId &&
          after.decision === 'dismissed' &&
          ['job_id', 'user_id', 'reason', 'note'].every((column) => same(before[column], after[column])),
      },
      {
        name: 'PATCH /accounts/api/applications/:id/status/',
        runs: 100,
        formKeys: ['status'],
        send: (extras) =>
          a.client.patch(`/accounts/api/applications/${target.id}/status/`, {
            status: Math.random() < 0.5 ? 'approved' : 'rejected',
            ...extras,
          }),
        // Only the status of this one application, to the value the form sent.
        changes: (table, before, after, { response }) =>
          table === 'applications' &&
          before.id === target.id &&
          response.statusCode === 200 &&
          after.status === (response.json() as { status: string }).status &&
          TABLES.applications?.protected.every(
            (column) => column === 'status' || same(before[column], after[column]),
          ) === true,
      },
      {
        name: 'POST /api/companies/payment/confirm/',
        runs: 100,
        formKeys: ['provider', 'payment_reference', 'amount', 'plan_id'],
        send: (extras) =>
          b.client.post('/api/companies/payment/confirm/', {
            provider: f.provider,
            payment_reference: `MM-${unique()}`,
            amount: 25,
            plan_id: f.planId,
            ...extras,
          }),
        // The subscription is extended by the plan's 30 days, never set to a date from the body.
        changes: (table, before, after, { response }) =>
          table === 'subscriptions' &&
          before.company_id === b.companyId &&
          response.statusCode === 200 &&
          after.company_id === b.companyId &&
          after.plan_id === f.planId &&
          Date.parse(after.active_until as string) - Date.parse(before.active_until as string) === 30 * DAY_MS,
        added: (table, row) =>
          table === 'payments' &&
          row.company_id === b.companyId &&
          row.plan_id === f.planId &&
          Number(row.amount) === 25,
      },
      {
        name: 'POST /api/companies/payment/momo/',
        runs: 50,
        formKeys: ['plan_id', 'phone'],
        // One request waits per company: a new company for each run keeps every run a real request.
        prepare: async () => {
          const company = await createCompany(db);
          return { companyId: company.id, client: await signIn(t.app, db, company.userId) };
        },
        send: (extras, { client }) =>
          (client as TestClient).post('/api/companies/payment/momo/', {
            plan_id: f.planId,
            phone: MOMO_PHONE,
            ...extras,
          }),
        // The attempt asks the plan's price of the caller's company, pending, paying for nothing yet.
        added: (table, row, { prepared }) =>
          table === 'mobile_payment_attempts' &&
          row.company_id === prepared.companyId &&
          row.plan_id === f.planId &&
          Number(row.amount) === 25 &&
          row.currency === 'USD' &&
          row.msisdn === '231880123456' &&
          row.state === 'pending' &&
          row.payment_id === null,
      },
      ...(['PUT', 'POST'] as const).map((method) => ({
        name: `${method} /api/payments/momo/callback/:referenceId/`,
        runs: 30,
        // Whatever the callback claims, MoMo's status endpoint (PENDING here) decides: nothing watched changes.
        send: (extras: Record<string, unknown>) =>
          t.app.inject({
            method,
            url: `/api/payments/momo/callback/${momoReferenceId}/`,
            payload: { status: 'SUCCESSFUL', financialTransactionId: '1', amount: '25', currency: 'USD', ...extras },
          }),
      })),
      {
        name: 'POST /api/companies/bookkeeping/',
        runs: 80,
        formKeys: ['month', 'revenue', 'expenses', 'oreExtracted', 'wagesPaid', 'notes'],
        // One record per (company, month): a new company for each run keeps every run a real insert.
        prepare: async () => {
          const company = await createCompany(db);
          return { companyId: company.id, client: await signIn(t.app, db, company.userId) };
        },
        send(extras, { client }) {
          month = (month % 12) + 1;
          return (client as TestClient).post('/api/companies/bookkeeping/', {
            month: `2024-${String(month).padStart(2, '0')}`,
            revenue: 1500,
            expenses: 700,
            oreExtracted: 40,
            wagesPaid: 350,
            notes: 'Dry season.',
            ...extras,
          });
        },
        added: (table, row, { response, prepared }) =>
          table === 'bookkeeping_records' &&
          response.statusCode === 201 &&
          row.company_id === prepared.companyId &&
          Number(row.revenue) === 1500 &&
          row.notes === 'Dry season.',
      },
      {
        name: 'PUT /api/company/notification-settings/',
        runs: 30,
        formKeys: ['applications', 'job_news'],
        // The caller's own choices only (a strict body: any other key is refused).
        send: (extras) =>
          f.companies.a.client.put('/api/company/notification-settings/', {
            applications: 'daily',
            job_news: true,
            ...extras,
          }),
      },
      {
        name: 'PUT /api/company/jobs/:id/application-news/',
        runs: 30,
        formKeys: ['application_news'],
        send: (extras) =>
          f.companies.a.client.put(`/api/company/jobs/${f.companies.a.jobIds[0]}/application-news/`, {
            application_news: 'daily',
            ...extras,
          }),
      },
    ];
  };

  it('when the runs are counted, then every write route is covered and they add up to at least 1,000', () => {
    const all = routes();
    const writeRoutes = t.app.declaredRoutes
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((route) => /^(POST|PUT|PATCH) /.test(route) && !NO_BODY_ROUTES.includes(route))
      // Staff routes change other people's rows by design, each through named fields only; they are
      // refused to everyone else in staff-routes.test.ts and their effects tested in their modules.
      .filter((route) => !route.includes(' /api/staff/'));
    const covered = all.map((route) => route.name.replace(/ \(multipart\)$/, ''));
    expect(writeRoutes.filter((route) => !covered.includes(route))).toEqual([]);
    expect(all.map((route) => route.name)).toEqual(names);
    expect(all.reduce((sum, route) => sum + route.runs, 0)).toBeGreaterThanOrEqual(1000);
  });

  /** The routes below by name (the tests are listed before the fixture exists). */
  const names = [
    'POST /accounts/api/login/',
    'POST /accounts/api/register/',
    'POST /accounts/api/password-reset/request/',
    'POST /accounts/api/password-reset/confirm/',
    'POST /accounts/api/auth/password/change/',
    'POST /accounts/api/social/login/',
    'PUT /accounts/api/auth/profile/ (multipart)',
    'POST /accounts/api/auth/profile/cv-pages/ (multipart)',
    'PUT /accounts/api/structured-cv/',
    'POST /companies/profile/api/ (multipart)',
    'POST /api/jobs/',
    'PUT /api/jobs/:id/',
    'POST /api/jobs/:id/apply/',
    'POST /api/jobs/:id/report/',
    'POST /api/jobs/:id/save/',
    'POST /accounts/api/notifications/read/',
    'POST /accounts/api/alerts/',
    'PATCH /accounts/api/alerts/:id/',
    'POST /api/profile/sms-phone/',
    'POST /api/profile/sms-phone/confirm/',
    'POST /api/company/sms-phone/',
    'POST /api/company/sms-phone/confirm/',
    'PATCH /api/profile/sms-phone/',
    'POST /api/sms/twilio/inbound/',
    'POST /api/ussd/:secret/',
    'POST /api/staff/jobs/:id/decision/',
    'POST /api/staff/scam-rules/',
    'PUT /api/staff/scam-rules/:id/',
    'POST /api/staff/users/:id/role/',
    'POST /api/staff/reports/:id/decision/',
    'PATCH /accounts/api/applications/:id/status/',
    'POST /api/companies/payment/confirm/',
    'POST /api/companies/payment/momo/',
    'PUT /api/payments/momo/callback/:referenceId/',
    'POST /api/payments/momo/callback/:referenceId/',
    'POST /api/companies/bookkeeping/',
    'PUT /api/company/notification-settings/',
    'PUT /api/company/jobs/:id/application-news/',
  ];

  it.each(names)('when random protected keys are added to %s, then no protected column changes', async (name) => {
    const route = routes().find((candidate) => candidate.name === name);
    if (!route) throw new Error(`no route ${name}`);
    const extraKeys = EXTRA_KEYS.filter((key) => !route.formKeys?.includes(key));
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...extraKeys), extraValue(), { minKeys: 1, maxKeys: 6 }),
        async (extras) => {
          const prepared = (await route.prepare?.()) ?? NOTHING_PREPARED;
          const before = await snapshot(db);
          const response = await route.send(extras, prepared);
          const after = await snapshot(db);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(problems(route, before, after, { extras, response, prepared })).toEqual([]);
        },
      ),
      { numRuns: route.runs },
    );
    console.info(`mass assignment ${name}: ${route.runs} runs, answers ${JSON.stringify(statuses)}`);
  });
});
