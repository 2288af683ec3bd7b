import {
  detailResponseSchema,
  staffActiveRequestSchema,
  staffFlagRequestSchema,
  staffIndustryRequestSchema,
  staffPlanEditSchema,
  staffPlanRequestSchema,
  staffProviderEditSchema,
  staffProviderRequestSchema,
  staffSettingsResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { addIndustry, listIndustries } from '../industries';
import { readSettings, setFlag } from '../settings';
import { staffActor } from '../staff-audit';
import {
  addPlan,
  addProvider,
  editPlan,
  editProviderInstructions,
  listAllPlans,
  listAllProviders,
  serializePlan,
  setPlanActive,
  setProviderActive,
} from '../subscription';

const writeOptions = <Body>(body: Body) => staffRouteOptions({ body, response: { 200: detailResponseSchema } });
const editOptions = <Body>(body: Body) => staffActionOptions(body, detailResponseSchema);

/**
 * The Settings section: the same module functions as the operator CLI (`npm run admin -- add-plan`...),
 * so both obey the same rules and audit alike; a refusal is the 400's detail.
 */
export const staffSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/staff/settings/', staffRouteOptions({ response: { 200: staffSettingsResponseSchema } }), async () => ({
    flags: await readSettings(db),
    plans: (await listAllPlans(db)).map((plan) => ({ ...serializePlan(plan), is_active: plan.isActive })),
    providers: (await listAllProviders(db)).map((provider) => ({
      id: provider.id,
      provider: provider.provider,
      instructions: provider.instructions,
      is_active: provider.isActive,
    })),
    industries: await listIndustries(db),
  }));

  app.put('/api/staff/settings/flags/', writeOptions(staffFlagRequestSchema), async (request) => {
    const { key, on } = request.body;
    await setFlag(db, staffActor(signedInUserId(request)), key, on);
    return { detail: `${key} is ${on ? 'on' : 'off'}.` };
  });

  app.post('/api/staff/settings/plans/', writeOptions(staffPlanRequestSchema), async (request) => {
    const plan = await addPlan(db, staffActor(signedInUserId(request)), request.body);
    return { detail: `Plan ${plan.name} added.` };
  });

  app.post('/api/staff/settings/providers/', writeOptions(staffProviderRequestSchema), async (request) => {
    const provider = await addProvider(db, staffActor(signedInUserId(request)), request.body);
    return { detail: `Payment provider ${provider.provider} added.` };
  });

  app.post('/api/staff/settings/industries/', writeOptions(staffIndustryRequestSchema), async (request) => {
    const industry = await addIndustry(db, staffActor(signedInUserId(request)), request.body);
    return { detail: `Industry ${industry.name} added.` };
  });

  app.patch('/api/staff/settings/plans/:id/', editOptions(staffPlanEditSchema), async (request) => {
    const plan = await editPlan(db, staffActor(signedInUserId(request)), request.params.id, request.body);
    return { detail: `Plan ${plan.name} saved.` };
  });

  app.patch('/api/staff/settings/providers/:id/', editOptions(staffProviderEditSchema), async (request) => {
    const actor = staffActor(signedInUserId(request));
    const { provider } = await editProviderInstructions(db, actor, request.params.id, request.body.instructions);
    return { detail: `Payment provider ${provider} saved.` };
  });

  app.put('/api/staff/settings/plans/:id/active/', editOptions(staffActiveRequestSchema), async (request) => {
    const { active } = request.body;
    const plan = await setPlanActive(db, staffActor(signedInUserId(request)), request.params.id, active);
    return { detail: active ? `Plan ${plan.name} is offered again.` : `Plan ${plan.name} is no longer offered.` };
  });

  app.put('/api/staff/settings/providers/:id/active/', editOptions(staffActiveRequestSchema), async (request) => {
    const { active } = request.body;
    const { provider } = await setProviderActive(db, staffActor(signedInUserId(request)), request.params.id, active);
    return {
      detail: active
        ? `Payment provider ${provider} is offered again.`
        : `Payment provider ${provider} is no longer offered.`,
    };
  });
};
