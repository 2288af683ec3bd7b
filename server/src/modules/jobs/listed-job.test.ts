import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createApplicant, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlertSentJobs, jobAlerts, jobs, savedJobs } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { runAlertDigests } from '../alerts';

/**
 * Every module that shows or offers jobs follows the jobs module's one rule (listed-job.ts): a job held,
 * hidden, reported, deleted, of a suspended company or of a company whose account is deactivated is never
 * shown; the public still sees a closed or expired job where it sees listed jobs, and is offered only open
 * ones (docs/decisions/0080-listed-job.md, 0083-report-hiding-and-closed-accounts.md).
 */
const STATES = [
  'open',
  'closed',
  'expired',
  'held',
  'hidden',
  'reported',
  'deleted',
  'suspended',
  'deactivated',
] as const;
type State = (typeof STATES)[number];
/** Listed: what the job list shows when asked for all (the API's default, the page's All). */
const LISTED: State[] = ['open', 'closed', 'expired'];
const OPEN: State[] = ['open'];

describe('the listed-job rule, in every module that shows or offers jobs', () => {
  let t: TestApp;
  let guest: TestClient;
  let seeker: TestClient;
  let companyId: number;
  const ids = {} as Record<State, number>;
  const stateOf = (id: number) => STATES.find((state) => ids[state] === id);
  const statesIn = (found: number[]) => STATES.filter((state) => found.includes(ids[state]));
  /** The jobs of this test named in a text by their page address (/jobs/<id>). */
  const linkedIn = (text: string) => [...text.matchAll(/\/jobs\/(\d+)/g)].map((match) => Number(match[1]));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    companyId = (await createCompany(db, { name: 'Zephyr Mining', nameChosen: true })).id;
    const suspended = await createCompany(db, { name: 'Zephyr Gone', nameChosen: true });
    const deactivated = await createCompany(db, { name: 'Zephyr Closed', nameChosen: true });
    const values: Record<State, Parameters<typeof createJob>[2]> = {
      open: { deadline: '2999-12-31' },
      closed: { isActive: false },
      expired: { deadline: '2020-01-01' },
      held: { moderation: 'held' },
      hidden: { moderation: 'hidden' },
      reported: { moderation: 'reported' },
      deleted: { isDeleted: true },
      suspended: {},
      deactivated: {},
    };
    const owners: Partial<Record<State, number>> = { suspended: suspended.id, deactivated: deactivated.id };
    for (const state of STATES) {
      const owner = owners[state] ?? companyId;
      // Each job its own town, so the location list says which jobs it read.
      ids[state] = (
        await createJob(db, owner, { title: `Zephyr ${state}`, location: `Zephyr${state}`, ...values[state] })
      ).id;
    }
    const staff = await signIn(t.app, db, (await createUser(db, { userType: 'staff' })).id);
    const suspension = await staff.post(`/api/staff/companies/${suspended.id}/suspend/`, { reason: 'Fake jobs.' });
    expect(suspension.statusCode, suspension.body).toBe(200);
    const closing = await staff.post(`/api/staff/users/${deactivated.userId}/deactivate/`, { reason: 'Closed.' });
    expect(closing.statusCode, closing.body).toBe(200);
    guest = new TestClient(t.app);
    seeker = await signIn(t.app, db, (await createApplicant(db)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** What each consumer shows or accepts of this test's jobs. */
  const consumers: Array<{ name: string; shows: State[]; seen(): Promise<number[]> }> = [
    {
      name: 'the job list',
      shows: LISTED,
      seen: async () => (await guest.get('/api/jobs/')).json().results.map((job: { id: number }) => job.id),
    },
    {
      name: 'the open job list (status=active: the /jobs page and the landing page by default)',
      shows: OPEN,
      seen: async () =>
        (await guest.get('/api/jobs/?status=active')).json().results.map((job: { id: number }) => job.id),
    },
    {
      name: 'the list of jobs not open (status=inactive)',
      shows: ['closed', 'expired'],
      seen: async () =>
        (await guest.get('/api/jobs/?status=inactive')).json().results.map((job: { id: number }) => job.id),
    },
    {
      name: 'an open job search',
      shows: OPEN,
      seen: async () =>
        (await guest.get('/api/jobs/?search=zephyr&status=active')).json().results.map((job: { id: number }) => job.id),
    },
    {
      name: 'the job search',
      shows: LISTED,
      seen: async () =>
        (await guest.get('/api/jobs/?search=zephyr')).json().results.map((job: { id: number }) => job.id),
    },
    {
      name: 'the job page',
      shows: LISTED,
      seen: async () => {
        const answers = await Promise.all(STATES.map((state) => guest.get(`/api/jobs/${ids[state]}/`)));
        return STATES.filter((_, index) => answers[index]?.statusCode === 200).map((state) => ids[state]);
      },
    },
    {
      name: 'saving a job',
      shows: LISTED,
      seen: async () => {
        const answers = await Promise.all(STATES.map((state) => seeker.post(`/api/jobs/${ids[state]}/save/`)));
        return STATES.filter((_, index) => answers[index]?.statusCode === 200).map((state) => ids[state]);
      },
    },
    {
      name: 'the saved jobs page (a job gone is marked removed)',
      shows: LISTED,
      seen: async () => {
        const user = await createUser(t.database.db);
        await t.database.db.insert(savedJobs).values(STATES.map((state) => ({ userId: user.id, jobId: ids[state] })));
        const saved = await (await signIn(t.app, t.database.db, user.id)).get('/accounts/api/saved-jobs/');
        const rows = saved.json() as Array<{ job: { id: number; removed: string | null } }>;
        return rows.filter((row) => row.job.removed === null).map((row) => row.job.id);
      },
    },
    {
      name: 'the sitemap',
      shows: OPEN,
      seen: async () => linkedIn((await guest.get('/sitemap.xml')).body),
    },
    {
      name: 'the JSON feed',
      shows: OPEN,
      seen: async () => linkedIn((await guest.get('/api/jobs/feed.json')).body),
    },
    {
      name: 'the RSS feed of a search',
      shows: OPEN,
      seen: async () => linkedIn((await guest.get('/api/jobs/feed.xml?search=zephyr')).body),
    },
    {
      name: "the company's page",
      shows: OPEN,
      seen: async () =>
        (await guest.get(`/api/companies/${companyId}/jobs/`)).json().map((job: { id: number }) => job.id),
    },
    {
      name: 'the location list',
      shows: OPEN,
      seen: async () => {
        const { locations } = (await guest.get('/api/jobs/locations/')).json() as { locations: string[] };
        return STATES.filter((state) => locations.includes(`Zephyr${state}`)).map((state) => ids[state]);
      },
    },
    {
      name: 'a job alert digest',
      shows: OPEN,
      seen: async () => {
        const owner = await createUser(t.database.db);
        const alerts = await signIn(t.app, t.database.db, owner.id);
        const created = await alerts.post('/accounts/api/alerts/', {
          name: 'Zephyr',
          search: 'search=zephyr',
          frequency: 'daily',
          email: true,
          sms: false,
        });
        expect(created.statusCode, created.body).toBe(201);
        const alertId = created.json().id as number;
        // Made before the jobs were posted, so every one of them is news to it.
        await t.database.db
          .update(jobAlerts)
          .set({ createdAt: new Date(Date.now() - 3600_000) })
          .where(eq(jobAlerts.id, alertId));
        await t.database.db.update(jobs).set({ createdAt: new Date() });
        const sms = { send: async () => {} };
        const deps = { config: t.config, db: t.database.db, mailer: createMailer(t.config, t.app.log), sms };
        await runAlertDigests(deps, t.app.log, { everyAlert: true });
        const told = await t.database.db.select().from(jobAlertSentJobs).where(eq(jobAlertSentJobs.alertId, alertId));
        return told.map((row) => row.jobId);
      },
    },
    {
      name: 'applying',
      shows: OPEN,
      seen: async () => {
        const answers = await Promise.all(
          STATES.map((state) =>
            seeker.post(`/api/jobs/${ids[state]}/apply/`, { cover_letter: 'I would like this job.' }),
          ),
        );
        return STATES.filter((_, index) => answers[index]?.statusCode === 201).map((state) => ids[state]);
      },
    },
    {
      // Last: a report changes nothing the others read (one report hides no job), but it is a write.
      name: 'reporting a job',
      shows: LISTED,
      seen: async () => {
        const answers = await Promise.all(
          STATES.map((state) => seeker.post(`/api/jobs/${ids[state]}/report/`, { reason: 'scam', note: '' })),
        );
        return STATES.filter((_, index) => answers[index]?.statusCode === 200).map((state) => ids[state]);
      },
    },
  ];

  it('when a company has jobs in every state, then its page and the company list count only the open one', async () => {
    expect((await guest.get(`/api/companies/${companyId}/`)).json().job_count).toBe(OPEN.length);
  });

  for (const consumer of consumers) {
    const left = STATES.filter((state) => !consumer.shows.includes(state));
    it(`when jobs are ${left.join(', ')}, then ${consumer.name} leaves them out and keeps ${consumer.shows.join(', ')}`, async () => {
      const seen = await consumer.seen();
      expect(seen.every((id) => stateOf(id) !== undefined)).toBe(true);
      expect(statesIn(seen).sort()).toEqual([...consumer.shows].sort());
    });
  }
});
