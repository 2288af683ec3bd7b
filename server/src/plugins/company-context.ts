import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { type AccessPolicy, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The company the signed-in company user runs, on routes only company users may call
     * (`access: ['company']`). Reading it on any other route is a programming error and throws.
     */
    readonly companyId: number;
  }
}

const resolvedCompanyId = Symbol('companyId');
type WithCompanyId = FastifyRequest & { [resolvedCompanyId]: number | null };

/** Routes only company users may call: every caller that passes the access check runs a company. */
const isCompanyRoute = (policy: AccessPolicy | undefined) =>
  Array.isArray(policy) && policy.length > 0 && policy.every((type) => type === 'company');

/**
 * The id of the company this company user runs. An account without a company row (made before
 * its profile was filled) gets an empty one, race-free thanks to the unique user index.
 */
async function companyIdOfUser(db: Db, userId: number): Promise<number> {
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)).limit(1);
  if (existing) return existing.id;
  await db
    .insert(companies)
    .values({ userId, name: '', nameChosen: false })
    .onConflictDoNothing({ target: companies.userId });
  const [created] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)).limit(1);
  if (!created) throw new Error(`No company row for user ${userId}.`);
  return created.id;
}

/**
 * Gives company routes `request.companyId`, looked up once per request. A preHandler, so it runs
 * after the access check, CSRF and schema validation (a request they refuse never creates a company
 * row) and before route preHandlers such as the subscription check, which read it.
 */
export const companyContextPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest(resolvedCompanyId, null);
    app.decorateRequest('companyId', {
      getter(this: FastifyRequest) {
        const companyId = (this as WithCompanyId)[resolvedCompanyId];
        if (companyId === null) throw new Error("request.companyId is only set on routes with access ['company'].");
        return companyId;
      },
    });
    app.addHook('preHandler', async (request) => {
      if (!isCompanyRoute(request.routeOptions.config.access)) return;
      (request as WithCompanyId)[resolvedCompanyId] = await companyIdOfUser(db, requireUser(request).id);
    });
  },
  { name: 'company-context', dependencies: ['auth'] },
);
