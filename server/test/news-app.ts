import type { Mail } from '../src/lib/mailer';
import type { TestClient } from './client';
import { createPlan, createProvider } from './company-fixtures';
import { createUser, signIn } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

export type NewsTestApp = { t: TestApp; sent: Mail[]; planId: number; staff: TestClient };

/**
 * A test app for news: every mail it hands over kept in `sent` (the queue's edge), a plan to subscribe
 * companies to, a payment provider and a signed-in staff member.
 */
export async function createNewsTestApp(): Promise<NewsTestApp> {
  const sent: Mail[] = [];
  const t = await createTestApp({ mailer: { send: async (mail) => void sent.push(mail) } });
  const planId = (await createPlan(t.database.db, { name: 'basic', amount: 25, durationDays: 30 })).id;
  await createProvider(t.database.db, { provider: 'MTN Mobile Money' });
  const staff = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'staff' })).id);
  return { t, sent, planId, staff };
}
