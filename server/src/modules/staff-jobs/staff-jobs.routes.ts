import {
  idParamSchema,
  scamRuleFormSchema,
  scamRuleListSchema,
  scamRuleSchema,
  staffJobDecisionSchema,
  staffJobListSchema,
  staffJobSchema,
  staffJobsQuerySchema,
  successResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, fieldErrors, notFound } from '../../lib/http-errors';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { parsePattern } from '../job-moderation';
import { type NewsDeps, tellCompanyOfJob } from '../notifications';
import { createRule, deleteRule, listRules, updateRule } from './scam-rules.repository';
import { decideJob, decisionChange, findStaffJob, listStaffJobs } from './staff-jobs.repository';

/** The pattern must parse (scam-patterns.ts): a field error in words staff can act on. */
function checkPattern(pattern: string) {
  const parsed = parsePattern(pattern);
  if (typeof parsed === 'string') throw fieldErrors({ pattern: [parsed] });
}

const DUPLICATE = { pattern: ['Another rule already has this pattern.'] };

/** Staff: held, hidden and reported jobs, their release, hiding and restoring; the scam rules. */
export const staffJobsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, { db, config, mailer }) => {
  app.get(
    '/api/staff/jobs/',
    staffRouteOptions({ querystring: staffJobsQuerySchema, response: { 200: staffJobListSchema } }),
    async (request) => ({ jobs: await listStaffJobs(db, request.query) }),
  );

  app.post(
    '/api/staff/jobs/:id/decision/',
    staffActionOptions(staffJobDecisionSchema, staffJobSchema),
    async (request) => {
      const { action, reason } = request.body;
      if (action === 'hide' && !reason) throw fieldErrors({ reason: ['Enter the reason the company will read.'] });
      const outcome = await decideJob(db, signedInUserId(request), request.params.id, request.body);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'wrong_state') throw conflict('This job is not in a state that allows it. Reload the list.');
      await tellCompanyOfJob({ db, config, mailer }, request.log, request.params.id, decisionChange(request.body));
      const job = await findStaffJob(db, request.params.id);
      if (!job) throw notFound();
      return job;
    },
  );

  app.get('/api/staff/scam-rules/', staffRouteOptions({ response: { 200: scamRuleListSchema } }), async () => ({
    rules: await listRules(db),
  }));

  app.post(
    '/api/staff/scam-rules/',
    staffRouteOptions({ body: scamRuleFormSchema, response: { 201: scamRuleSchema } }),
    async (request, reply) => {
      checkPattern(request.body.pattern);
      const rule = await createRule(db, signedInUserId(request), request.body);
      if (!rule) throw fieldErrors(DUPLICATE);
      return reply.code(201).send(rule);
    },
  );

  app.put('/api/staff/scam-rules/:id/', staffActionOptions(scamRuleFormSchema, scamRuleSchema), async (request) => {
    checkPattern(request.body.pattern);
    const rule = await updateRule(db, signedInUserId(request), request.params.id, request.body);
    if (rule === 'missing') throw notFound();
    if (rule === 'duplicate') throw fieldErrors(DUPLICATE);
    return rule;
  });

  app.delete(
    '/api/staff/scam-rules/:id/',
    staffRouteOptions({ params: idParamSchema, response: { 200: successResponseSchema } }),
    async (request) => {
      if (!(await deleteRule(db, signedInUserId(request), request.params.id))) throw notFound();
      return { success: true as const };
    },
  );
};
