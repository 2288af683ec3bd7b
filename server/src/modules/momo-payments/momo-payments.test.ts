import { MOMO_ALREADY_WAITING, MOMO_NOT_MTN, type MomoAttempt, type MomoStatus } from '@lj/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, subscriptionEnd } from '../../../test/company-fixtures';
import { FAKE_MOMO_ENVIRONMENT, type FakeMomo, startFakeMomo } from '../../../test/fake-momo';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { type MomoServer, openTestDatabase, startMomoServer } from '../../../test/momo-app';
import { waitForAsync } from '../../../test/wait-for';
import type { Database } from '../../db/client';
import { mobilePaymentAttempts, payments, subscriptionPlans, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = '0880 123 456';
const MSISDN = '231880123456';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('paying a subscription by MTN MoMo request-to-pay', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let fake: FakeMomo;
  let server: MomoServer;
  let plan: Awaited<ReturnType<typeof createPlan>>;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    fake = await startFakeMomo();
    server = await startMomoServer(database, fake.baseUrl);
    plan = await createPlan(db(), { name: 'basic', amount: 25, durationDays: 30 });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
    await database.close();
    await drop();
  });
  afterEach(() => {
    // A test's unused failures must not fall on the next one.
    fake.failNext();
  });

  async function companyClient(app = server.app) {
    const company = await createCompany(db());
    return { company, client: await signIn(app, db(), company.userId) };
  }

  const attemptOf = (referenceId: string) =>
    db().select().from(mobilePaymentAttempts).where(eq(mobilePaymentAttempts.referenceId, referenceId));

  /** Sends the payment request as the company's page does; answers the attempt and the fake's copy. */
  async function pay(client: TestClient, planId = plan.id) {
    const response = await client.post('/api/companies/payment/momo/', { plan_id: planId, phone: PHONE });
    expect(response.statusCode, response.body).toBe(200);
    const attempt = response.json() as MomoAttempt;
    const [row] = await db().select().from(mobilePaymentAttempts).where(eq(mobilePaymentAttempts.id, attempt.id));
    if (!row) throw new Error('no attempt row');
    return { attempt, referenceId: row.referenceId };
  }

  /** MoMo's callback: no session, no CSRF token, MoMo's own Origin, the status answer as body (whatever it claims). */
  const callback = (referenceId: string, body: unknown, app = server.app) =>
    new TestClient(app).request('PUT', `/api/payments/momo/callback/${referenceId}/`, {
      body,
      noCsrf: true,
      headers: { origin: 'https://momodeveloper.mtn.com' },
    });

  const latest = async (client: TestClient) =>
    ((await client.get('/api/companies/payment/momo/')).json() as MomoStatus).attempt;

  const untilState = (client: TestClient, state: MomoAttempt['state'], timeoutMs = 15_000) =>
    waitForAsync(async () => {
      const attempt = await latest(client);
      return attempt?.state === state ? attempt : undefined;
    }, timeoutMs);

  it('when a company sends a payment request, then MoMo is asked with its real headers and body, the reference id stored first', async () => {
    const { company, client } = await companyClient();
    const { attempt, referenceId } = await pay(client);
    expect(attempt).toMatchObject({
      state: 'pending',
      amount: 25,
      currency: 'USD',
      phone: '+231 880 123 456',
      message: 'Approve the payment of USD 25 on your phone.',
      plan: { id: plan.id, name: 'basic' },
    });
    expect(referenceId).toMatch(UUID);
    const asked = fake.requests.find((request) => request.referenceId === referenceId);
    expect(asked).toMatchObject({
      callbackUrl: `https://jobs.example.lr/api/payments/momo/callback/${referenceId}/`,
      body: {
        amount: '25',
        currency: 'USD',
        externalId: String(attempt.id),
        payer: { partyIdType: 'MSISDN', partyId: MSISDN },
      },
    });
    expect(FAKE_MOMO_ENVIRONMENT).toBe(server.config.momo?.targetEnvironment);
    // The page shows the same attempt after leaving and coming back.
    expect(await latest(client)).toEqual(attempt);
    expect(await subscriptionEnd(db(), company.id)).toBeNull();
  });

  it('when the payer approves and MoMo calls back, then the status is asked and the subscription is active at once, verified, with the transaction id', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    const statusCalls = fake.calls.status;
    const answer = await callback(referenceId, fake.answerFor(referenceId));
    expect(answer.statusCode).toBe(200);
    expect(fake.calls.status).toBeGreaterThan(statusCalls);
    const attempt = await latest(client);
    const transactionId = fake.answerFor(referenceId).financialTransactionId as string;
    expect(attempt).toMatchObject({
      state: 'activated',
      transaction_id: transactionId,
      message: 'Paid: USD 25. Your subscription is active.',
    });
    const status = (await client.get('/api/companies/subscription/')).json() as {
      active: boolean;
      payment_being_checked: unknown;
    };
    expect(status.active).toBe(true);
    expect(status.payment_being_checked).toBeNull();
    const [payment] = await db().select().from(payments).where(eq(payments.companyId, company.id));
    expect(payment).toMatchObject({
      provider: 'MTN MoMo',
      paymentReference: transactionId,
      state: 'verified',
      amount: 25,
    });
    const end = await subscriptionEnd(db(), company.id);
    expect(Math.round(((end?.getTime() ?? 0) - Date.now()) / DAY_MS)).toBe(30);
  });

  it('when no callback comes, then the queued polls ask MoMo until it answers, and activate', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    await waitForAsync(
      async () => ((await attemptOf(referenceId))[0]?.providerStatus === 'PENDING' ? true : undefined),
      10_000,
    );
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    await untilState(client, 'activated');
    expect(await subscriptionEnd(db(), company.id)).not.toBeNull();
  }, 30_000);

  it.each([
    ['APPROVAL_REJECTED', 'declined', 'The payment was declined on the phone.'],
    ['NOT_ENOUGH_FUNDS', 'declined', 'There was not enough money in the MoMo account.'],
    ['EXPIRED', 'expired', 'Nobody approved the payment on the phone in time. No money was taken.'],
  ] as const)(
    'when MoMo answers FAILED with %s, then the attempt is %s, in plain words, and nothing is paid',
    async (reason, state, message) => {
      const { company, client } = await companyClient();
      const { referenceId } = await pay(client);
      fake.settle(referenceId, { status: 'FAILED', reason });
      await callback(referenceId, fake.answerFor(referenceId));
      expect(await latest(client)).toMatchObject({ state, message });
      expect(await subscriptionEnd(db(), company.id)).toBeNull();
      // A new request may follow a final one.
      await pay(client);
    },
  );

  it('when a callback claims success that MoMo does not confirm, for an unknown reference, or replayed, then nothing changes', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    const forged = { ...fake.answerFor(referenceId), status: 'SUCCESSFUL', financialTransactionId: '999' };
    expect((await callback(referenceId, forged)).statusCode).toBe(200);
    expect(await latest(client)).toMatchObject({ state: 'pending', transaction_id: '' });
    expect(await subscriptionEnd(db(), company.id)).toBeNull();

    const statusCalls = fake.calls.status;
    expect((await callback('5a0c2f3e-1b2d-4c5e-8f9a-0b1c2d3e4f50', forged)).statusCode).toBe(200);
    expect((await callback('not-a-uuid', forged)).statusCode).toBe(400);
    expect(fake.calls.status).toBe(statusCalls);

    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    await callback(referenceId, fake.answerFor(referenceId));
    const end = await subscriptionEnd(db(), company.id);
    const afterActivation = fake.calls.status;
    for (let replay = 0; replay < 3; replay += 1) await callback(referenceId, fake.answerFor(referenceId));
    expect(fake.calls.status).toBe(afterActivation);
    expect(await subscriptionEnd(db(), company.id)).toEqual(end);
    expect(await db().$count(payments, eq(payments.companyId, company.id))).toBe(1);
  });

  it('when 20 callbacks and the polls confirm one payment at once, then it activates once', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    const body = fake.answerFor(referenceId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(referenceId, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await db().$count(payments, eq(payments.companyId, company.id))).toBe(1);
    const end = await subscriptionEnd(db(), company.id);
    expect(Math.round(((end?.getTime() ?? 0) - Date.now()) / DAY_MS)).toBe(30);
    expect((await latest(client))?.state).toBe('activated');
  });

  it('when MoMo reports another amount or currency as paid, then nothing activates and staff see why', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    fake.settle(referenceId, { status: 'SUCCESSFUL' }, { amount: '2.5', currency: 'USD' });
    await callback(referenceId, fake.answerFor(referenceId));
    expect((await latest(client))?.state).toBe('refused');
    expect(await subscriptionEnd(db(), company.id)).toBeNull();
    const [row] = await attemptOf(referenceId);
    expect(row?.note).toMatch(/USD 2.5/);
  });

  it('when the plan or the company is deactivated before MoMo confirms, then the payment activates nothing', async () => {
    const retiring = await createPlan(db(), { amount: 25 });
    const one = await companyClient();
    const first = await pay(one.client, retiring.id);
    await db().update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.id, retiring.id));
    fake.settle(first.referenceId, { status: 'SUCCESSFUL' });
    await callback(first.referenceId, fake.answerFor(first.referenceId));
    expect((await latest(one.client))?.state).toBe('refused');
    expect(await subscriptionEnd(db(), one.company.id)).toBeNull();

    const two = await companyClient();
    const second = await pay(two.client);
    await db().update(users).set({ isActive: false }).where(eq(users.id, two.company.userId));
    fake.settle(second.referenceId, { status: 'SUCCESSFUL' });
    await callback(second.referenceId, fake.answerFor(second.referenceId));
    const [row] = await attemptOf(second.referenceId);
    expect(row?.state).toBe('refused');
    expect(await subscriptionEnd(db(), two.company.id)).toBeNull();
  });

  it('when MoMo answers 500 to the request, then the company sees it pending (never a 500) and the poll sends it again under the same reference id', async () => {
    const { client } = await companyClient();
    fake.failNext(500);
    const { attempt, referenceId } = await pay(client);
    expect(attempt.state).toBe('pending');
    expect(attempt.message).toMatch(/slow to answer; we keep trying/);
    await waitForAsync(
      async () => (fake.requests.some((request) => request.referenceId === referenceId) ? true : undefined),
      10_000,
    );
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    await untilState(client, 'activated');
  }, 30_000);

  it('when MoMo answers 500 to status checks, then the attempt stays pending with a note and is asked again', async () => {
    const { client } = await companyClient();
    const { referenceId } = await pay(client);
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    fake.failNext(500, 503);
    expect((await callback(referenceId, fake.answerFor(referenceId))).statusCode).toBe(200);
    const [row] = await attemptOf(referenceId);
    expect(row).toMatchObject({ state: 'pending' });
    await untilState(client, 'activated');
  }, 30_000);

  it('when MoMo takes longer than our timeout but keeps the request, then the next check finds it (409 on resending) and it activates', async () => {
    const { client } = await companyClient();
    fake.slowNext(11_000);
    const { attempt, referenceId } = await pay(client);
    expect(attempt.state).toBe('pending');
    await waitForAsync(async () => ((await attemptOf(referenceId))[0]?.requested ? true : undefined), 20_000);
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    await untilState(client, 'activated');
  }, 60_000);

  it('when a company already has a request waiting, then a second one is refused', async () => {
    const { client } = await companyClient();
    await pay(client);
    const again = await client.post('/api/companies/payment/momo/', { plan_id: plan.id, phone: PHONE });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: MOMO_ALREADY_WAITING });
  });

  it('when the number is not an MTN one, or the plan unknown, then 400 with the reason', async () => {
    const { client } = await companyClient();
    const orange = await client.post('/api/companies/payment/momo/', { plan_id: plan.id, phone: '0770 123 456' });
    expect(orange.statusCode).toBe(400);
    expect(orange.json()).toMatchObject({ phone: [MOMO_NOT_MTN] });
    const unknown = await client.post('/api/companies/payment/momo/', { plan_id: 999_999, phone: PHONE });
    expect(unknown.statusCode).toBe(400);
    expect(fake.requests.filter((request) => request.body.payer.partyId !== MSISDN)).toEqual([]);
  });

  it('when no final answer comes within 30 minutes, then the poll ends it as expired; a later confirmed callback still activates', async () => {
    const { company, client } = await companyClient();
    const { referenceId } = await pay(client);
    await db()
      .update(mobilePaymentAttempts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(mobilePaymentAttempts.referenceId, referenceId));
    const expired = await untilState(client, 'expired');
    expect(expired.message).toBe('Nobody approved the payment on the phone in time. No money was taken.');
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    await callback(referenceId, fake.answerFor(referenceId));
    expect((await latest(client))?.state).toBe('activated');
    expect(await subscriptionEnd(db(), company.id)).not.toBeNull();
  }, 30_000);

  it('when the server stops with an attempt pending, then the next start picks it up and activates it', async () => {
    await server.stop();
    const before = await startMomoServer(database, fake.baseUrl, { MOMO_FIRST_CHECK_SECONDS: '30' });
    const { company, client } = await companyClient(before.app);
    const { referenceId } = await pay(client);
    await before.stop();
    fake.settle(referenceId, { status: 'SUCCESSFUL' });
    // The stopped server's check was queued 30 s out; a crash may also lose it: the start finds the idle attempt.
    await db()
      .update(mobilePaymentAttempts)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(mobilePaymentAttempts.referenceId, referenceId));
    server = await startMomoServer(database, fake.baseUrl);
    await waitForAsync(
      async () => ((await attemptOf(referenceId))[0]?.state === 'activated' ? true : undefined),
      15_000,
    );
    expect(await subscriptionEnd(db(), company.id)).not.toBeNull();
  }, 60_000);

  it('when staff open the Payments screen, then every attempt is listed with the provider state and transaction id; others are refused', async () => {
    const { client } = await companyClient();
    const { referenceId } = await pay(client);
    fake.settle(referenceId, { status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    await callback(referenceId, fake.answerFor(referenceId));
    const staff = await signIn(server.app, db(), (await createUser(db(), { userType: 'staff' })).id);
    const list = await staff.get('/api/staff/payments/momo/');
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { results: Array<Record<string, unknown>> }).results;
    expect(rows.find((row) => row.reference_id === referenceId)).toMatchObject({
      state: 'declined',
      provider_status: 'FAILED',
      provider_reason: 'APPROVAL_REJECTED',
      transaction_id: '',
    });
    expect(rows.some((row) => row.state === 'activated' && row.transaction_id !== '')).toBe(true);
    expect((await client.get('/api/staff/payments/momo/')).statusCode).toBe(403);
    expect((await new TestClient(server.app).get('/api/staff/payments/momo/')).statusCode).toBe(401);
  });
});

describe('MTN MoMo not configured', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let server: MomoServer;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    server = await startMomoServer(database, 'http://127.0.0.1:9', {
      MOMO_BASE_URL: '',
      MOMO_SUBSCRIPTION_KEY: '',
      MOMO_API_USER: '',
      MOMO_API_KEY: '',
    });
  });
  afterAll(async () => {
    await server.stop();
    await database.close();
    await drop();
  });

  it('when no MOMO_* key is set, then the option is not offered and its addresses do not exist', async () => {
    const company = await createCompany(database.db);
    const client = await signIn(server.app, database.db, company.userId);
    expect((await client.get('/api/companies/payment/momo/')).json()).toEqual({ offered: false, attempt: null });
    const plan = await createPlan(database.db);
    expect((await client.post('/api/companies/payment/momo/', { plan_id: plan.id, phone: PHONE })).statusCode).toBe(
      404,
    );
    const hint = await new TestClient(server.app).request(
      'PUT',
      '/api/payments/momo/callback/5a0c2f3e-1b2d-4c5e-8f9a-0b1c2d3e4f50/',
      {
        body: {},
        noCsrf: true,
      },
    );
    expect(hint.statusCode).toBe(404);
  });
});

describe('MTN MoMo with a wrong API key', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let fake: FakeMomo;
  let server: MomoServer;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    fake = await startFakeMomo();
    server = await startMomoServer(database, fake.baseUrl, { MOMO_API_KEY: 'not-the-key' });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
    await database.close();
    await drop();
  });

  it('when MoMo answers 401 for our keys, then the company sees its request pending, not an error', async () => {
    const company = await createCompany(database.db);
    const client = await signIn(server.app, database.db, company.userId);
    const plan = await createPlan(database.db);
    const response = await client.post('/api/companies/payment/momo/', { plan_id: plan.id, phone: PHONE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'pending' });
    expect(fake.calls.token).toBeGreaterThan(0);
    expect(fake.requests).toEqual([]);
  });
});
