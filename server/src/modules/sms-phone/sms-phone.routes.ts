import { phoneConfirmationStateSchema, smsPhoneStateSchema, smsSettingsRequestSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import type { Db } from '../../db/client';
import { type CodeDeps, registerCodeRoutes } from './code-routes';
import { messages } from './confirmation';
import { companyPhone, type PhoneHolder, seekerPhone } from './phone-holders';
import { pendingPhone, setSmsChoices, smsState } from './sms-phone.repository';

const SEEKER_PATH = '/api/profile/sms-phone/';

/**
 * Confirming a number for SMS: a seeker's one phone number (the profile's field, PUT
 * /accounts/api/auth/profile/, and the apply step, which take it off too) with its SMS choices (PATCH),
 * and a company's contact phone (the company profile's field), with the same code routes.
 */
export const smsPhoneRoutes: FastifyPluginAsyncZod<
  CodeDeps & {
    /** What else a seeker's confirmed number means, in the confirmation's transaction (accounts' foldPhoneOnlyAccount). */
    seekerNumberConfirmed: (tx: Db, userId: number, phone: string) => Promise<void>;
  }
> = async (app, deps) => {
  const { db, seekerNumberConfirmed } = deps;
  const seekerHolder: PhoneHolder = {
    ...seekerPhone,
    async markConfirmed(tx, userId, phone) {
      const confirmed = await seekerPhone.markConfirmed(tx, userId, phone);
      if (confirmed) await seekerNumberConfirmed(tx, userId, phone);
      return confirmed;
    },
  };
  const seekerState = async (userId: number, detail: string) => {
    const { phoneNumber, phoneConfirmed, smsReceipts, smsStatusNews } = await smsState(db, userId);
    return {
      phone_number: phoneNumber,
      phone_confirmed: phoneConfirmed,
      sms_receipts: smsReceipts,
      sms_status_news: smsStatusNews,
      pending_phone: await pendingPhone(db, userId),
      detail,
    };
  };
  registerCodeRoutes(app, deps, {
    path: SEEKER_PATH,
    confirmPath: '/api/profile/sms-phone/confirm/',
    access: ['job_seeker'],
    holder: seekerHolder,
    answer: smsPhoneStateSchema,
    state: seekerState,
  });
  registerCodeRoutes(app, deps, {
    path: '/api/company/sms-phone/',
    confirmPath: '/api/company/sms-phone/confirm/',
    access: ['company'],
    holder: companyPhone,
    answer: phoneConfirmationStateSchema,
    state: async (userId, detail) => {
      const { phoneNumber, phoneConfirmed } = await companyPhone.read(db, userId);
      return {
        phone_number: phoneNumber,
        phone_confirmed: phoneConfirmed,
        pending_phone: await pendingPhone(db, userId),
        detail,
      };
    },
  });

  app.patch(
    SEEKER_PATH,
    routeOptions('sms-phone', ['job_seeker'], {
      body: smsSettingsRequestSchema,
      response: { 200: smsPhoneStateSchema },
    }),
    async (request) => {
      const { id } = requireUser(request);
      const { sms_receipts: smsReceipts, sms_status_news: smsStatusNews } = request.body;
      if (!(await setSmsChoices(db, id, { smsReceipts, smsStatusNews }))) throw badRequest(messages.needPhone);
      return seekerState(id, choiceSentence(smsReceipts, smsStatusNews));
    },
  );
};

/** The sentence for a change of the seeker's SMS choices (one at a time from the profile's boxes). */
function choiceSentence(smsReceipts: boolean | undefined, smsStatusNews: boolean | undefined): string {
  if (smsReceipts !== undefined) return smsReceipts ? messages.receiptsOn : messages.receiptsOff;
  return smsStatusNews ? messages.statusNewsOn : messages.statusNewsOff;
}
