import {
  detailResponseSchema,
  staffActiveRequestSchema,
  staffFlagRequestSchema,
  staffIndustryRequestSchema,
  staffPlanEditSchema,
  staffPlanRequestSchema,
  staffProviderRequestSchema,
  staffSettingsResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CliError } from '../../cli/command';
import { listFlags, setFlag } from '../../cli/commands/flags';
import { addIndustry, listIndustries } from '../../cli/commands/industries';
import { addPlan, editPlan, listPlans, planAuditValues, setPlanActive } from '../../cli/commands/plans';
import { addProvider, listProviders, setProviderActive } from '../../cli/commands/providers';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { recordStaffAction } from '../staff-audit';
import { serializePlan } from '../subscription';

/**
 * The Settings section runs the CLI's own functions (cli/commands/), so a plan made here and one
 * made with `npm run admin -- add-plan` obey the same rules; the CLI's refusal is the 400's detail.
 * Each change and its audit row share a transaction.
 */
async function asStaffChange<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => change(tx));
  } catch (error) {
    if (error instanceof CliError) throw badRequest(error.message);
    throw error;
  }
}

const writeOptions = <Body>(body: Body) => staffRouteOptions({ body, response: { 200: detailResponseSchema } });
const editOptions = <Body>(body: Body) => staffActionOptions(body, detailResponseSchema);

/**
 * Offers a plan or a provider again, or stops offering it: `change` sets it and answers the row before
 * and after; the audit row (named by `named`) is written only when it really changed.
 */
async function setOffered<Row extends { id: number; isActive: boolean }>(
  db: Db,
  staffUserId: number,
  targetType: 'plan' | 'provider',
  active: boolean,
  { change, named }: { change: (tx: Db) => Promise<{ before: Row; after: Row }>; named: (row: Row) => object },
): Promise<Row> {
  return asStaffChange(db, async (tx) => {
    const { before, after } = await change(tx);
    if (before.isActive !== active)
      await recordStaffAction(tx, {
        staffUserId,
        action: `${targetType}.${active ? 'reactivate' : 'deactivate'}`,
        targetType,
        targetId: after.id,
        before: { ...named(before), is_active: before.isActive },
        after: { ...named(after), is_active: after.isActive },
      });
    return after;
  });
}

export const staffSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/staff/settings/', staffRouteOptions({ response: { 200: staffSettingsResponseSchema } }), async () => ({
    flags: await listFlags(db),
    plans: (await listPlans(db)).map((plan) => ({ ...serializePlan(plan), is_active: plan.isActive })),
    providers: (await listProviders(db)).map((provider) => ({
      id: provider.id,
      provider: provider.provider,
      instructions: provider.instructions,
      is_active: provider.isActive,
    })),
    industries: await listIndustries(db),
  }));

  app.put('/api/staff/settings/flags/', writeOptions(staffFlagRequestSchema), async (request) => {
    const staff = requireUser(request);
    const { key, on } = request.body;
    await asStaffChange(db, async (tx) => {
      const before = (await listFlags(tx))[key];
      await setFlag(tx, key, on);
      await recordStaffAction(tx, {
        staffUserId: staff.id,
        action: 'setting.update',
        targetType: 'setting',
        targetId: key,
        before: { [key]: before },
        after: { [key]: on },
      });
    });
    return { detail: `${key} is ${on ? 'on' : 'off'}.` };
  });

  app.post('/api/staff/settings/plans/', writeOptions(staffPlanRequestSchema), async (request) => {
    const staff = requireUser(request);
    const plan = await asStaffChange(db, async (tx) => {
      const row = await addPlan(tx, request.body);
      await recordStaffAction(tx, {
        staffUserId: staff.id,
        action: 'plan.add',
        targetType: 'plan',
        targetId: row.id,
        after: planAuditValues(row),
      });
      return row;
    });
    return { detail: `Plan ${plan.name} added.` };
  });

  app.post('/api/staff/settings/providers/', writeOptions(staffProviderRequestSchema), async (request) => {
    const staff = requireUser(request);
    const provider = await asStaffChange(db, async (tx) => {
      const row = await addProvider(tx, request.body);
      const after = { provider: row.provider, instructions: row.instructions };
      await recordStaffAction(tx, {
        staffUserId: staff.id,
        action: 'provider.add',
        targetType: 'provider',
        targetId: row.id,
        after,
      });
      return row;
    });
    return { detail: `Payment provider ${provider.provider} added.` };
  });

  app.post('/api/staff/settings/industries/', writeOptions(staffIndustryRequestSchema), async (request) => {
    const staff = requireUser(request);
    const industry = await asStaffChange(db, async (tx) => {
      const row = await addIndustry(tx, request.body);
      const after = { name: row.name, icon: row.icon };
      await recordStaffAction(tx, {
        staffUserId: staff.id,
        action: 'industry.add',
        targetType: 'industry',
        targetId: row.id,
        after,
      });
      return row;
    });
    return { detail: `Industry ${industry.name} added.` };
  });

  app.patch('/api/staff/settings/plans/:id/', editOptions(staffPlanEditSchema), async (request) => {
    const staff = requireUser(request);
    const plan = await asStaffChange(db, async (tx) => {
      const { before, after } = await editPlan(tx, request.params.id, request.body);
      // Nothing sent, or the values it already has: nothing to record.
      if (JSON.stringify(planAuditValues(before)) === JSON.stringify(planAuditValues(after))) return after;
      await recordStaffAction(tx, {
        staffUserId: staff.id,
        action: 'plan.edit',
        targetType: 'plan',
        targetId: after.id,
        before: planAuditValues(before),
        after: planAuditValues(after),
      });
      return after;
    });
    return { detail: `Plan ${plan.name} saved.` };
  });

  app.put('/api/staff/settings/plans/:id/active/', editOptions(staffActiveRequestSchema), async (request) => {
    const { active } = request.body;
    const plan = await setOffered(db, requireUser(request).id, 'plan', active, {
      change: (tx) => setPlanActive(tx, request.params.id, active),
      named: (row) => ({ name: row.name }),
    });
    return { detail: active ? `Plan ${plan.name} is offered again.` : `Plan ${plan.name} is no longer offered.` };
  });

  app.put('/api/staff/settings/providers/:id/active/', editOptions(staffActiveRequestSchema), async (request) => {
    const { active } = request.body;
    const provider = await setOffered(db, requireUser(request).id, 'provider', active, {
      change: (tx) => setProviderActive(tx, request.params.id, active),
      named: (row) => ({ provider: row.provider }),
    });
    return {
      detail: active
        ? `Payment provider ${provider.provider} is offered again.`
        : `Payment provider ${provider.provider} is no longer offered.`,
    };
  });
};
