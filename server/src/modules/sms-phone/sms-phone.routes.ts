import {
  smsCodeRequestSchema,
  smsPhoneRequestSchema,
  smsPhoneStateSchema,
  smsSettingsRequestSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { enforceRateLimit, type RateLimitStore } from '../../lib/rate-limit';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { CODE_MINUTES, codeHash, codeLimits, codeText, isCode, MAX_TRIES, messages, newCode } from './confirmation';
import {
  confirmPhone,
  countTry,
  saveConfirmation,
  setPhoneNumber,
  setSmsReceipts,
  smsState,
} from './sms-phone.repository';

type Deps = { config: Config; db: Db; sms: SmsSender; rateLimits: RateLimitStore };

const PATH = '/api/profile/sms-phone/';
const CONFIRM_PATH = '/api/profile/sms-phone/confirm/';
const answers = { 200: smsPhoneStateSchema };
const SEEKERS = ['job_seeker'] as const;

/**
 * Confirming a seeker's one phone number for SMS: ask for a code to it (POST: the number becomes the
 * profile's if it was another), type it (POST confirm/), choose SMS receipts (PATCH). SMS go only to a
 * number whose code was typed since it last changed. The number itself is the profile's field (PUT
 * /accounts/api/auth/profile/, and the apply step), which takes it off too.
 */
export const smsPhoneRoutes: FastifyPluginAsyncZod<Deps> = async (app, { config, db, sms, rateLimits }) => {
  const state = async (userId: number, detail: string) => {
    const { phoneNumber, phoneConfirmed, smsReceipts, pendingPhone } = await smsState(db, userId);
    return {
      phone_number: phoneNumber,
      phone_confirmed: phoneConfirmed,
      sms_receipts: smsReceipts,
      pending_phone: pendingPhone,
      detail,
    };
  };

  app.post(
    PATH,
    routeOptions('sms-phone', SEEKERS, { body: smsPhoneRequestSchema, response: answers }),
    async (request) => {
      const { id } = requireUser(request);
      const { phone } = request.body;
      const current = await smsState(db, id);
      if (current.phoneConfirmed && current.phoneNumber === phone) throw badRequest(messages.alreadyConfirmed);
      await enforceRateLimit(rateLimits, codeLimits.perIp, request.ip);
      await enforceRateLimit(rateLimits, codeLimits.perUser, String(id));
      await enforceRateLimit(rateLimits, codeLimits.perPhone, phone);
      const code = newCode();
      const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await setPhoneNumber(tx, id, phone);
        await saveConfirmation(tx, { userId: id, phone, codeHash: codeHash(config, id, phone, code), expiresAt });
      });
      await sms.send({ to: phone, text: codeText(config, code) });
      return state(id, messages.sent(phone));
    },
  );

  app.post(
    CONFIRM_PATH,
    routeOptions('sms-phone', SEEKERS, { body: smsCodeRequestSchema, response: answers }),
    async (request) => {
      const { id } = requireUser(request);
      const tried = await countTry(db, id, MAX_TRIES);
      if (tried.kind !== 'counted') throw badRequest(messages[tried.kind], { code: `sms_code_${tried.kind}` });
      if (!isCode(config, id, tried.phone, request.body.code, tried.codeHash)) {
        throw badRequest(messages.wrong(MAX_TRIES - tried.tries), { code: 'sms_code_wrong' });
      }
      // Not used up here when, in the meantime, the same code confirmed the number (a double tap: fine), or
      // a newer code replaced it or the number changed (then the newest SMS is the one to type).
      const used = await confirmPhone(db, id, tried.phone, tried.codeHash);
      const now = used ? null : await smsState(db, id);
      if (now && !(now.phoneConfirmed && now.phoneNumber === tried.phone)) {
        throw badRequest(messages.replaced, { code: 'sms_code_replaced' });
      }
      return state(id, messages.confirmed(tried.phone));
    },
  );

  app.patch(
    PATH,
    routeOptions('sms-phone', SEEKERS, { body: smsSettingsRequestSchema, response: answers }),
    async (request) => {
      const { id } = requireUser(request);
      const on = request.body.sms_receipts;
      if (!(await setSmsReceipts(db, id, on))) throw badRequest(messages.receiptsNeedPhone);
      return state(id, on ? messages.receiptsOn : messages.receiptsOff);
    },
  );
};
