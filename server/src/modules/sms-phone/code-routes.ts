import { type PhoneConfirmationState, smsCodeRequestSchema, smsPhoneRequestSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { enforceRateLimit, type RateLimitStore } from '../../lib/rate-limit';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { CODE_MINUTES, codeHash, codeLimits, codeText, isCode, MAX_TRIES, messages, newCode } from './confirmation';
import type { PhoneHolder } from './phone-holders';
import { confirmPhone, countTry, saveConfirmation } from './sms-phone.repository';

export type CodeDeps = { config: Config; db: Db; sms: SmsSender; rateLimits: RateLimitStore };

type CodeRoutes = {
  /** `path` asks for a code, `confirmPath` takes it. */
  path: string;
  confirmPath: string;
  access: readonly ['job_seeker'] | readonly ['company'];
  holder: PhoneHolder;
  /** The answer's schema: the confirmation's state, and what else the account's answer carries. */
  answer: ZodType<PhoneConfirmationState>;
  /** The account's state after a step, with the step's sentence. */
  state(userId: number, detail: string): Promise<PhoneConfirmationState>;
};

/**
 * Confirming an account's number for SMS, the same for a seeker and a company: ask for a code to it
 * (POST: the number becomes the account's if it was another), type it (POST confirm/). SMS go only to a
 * number whose code was typed since it last changed.
 */
export function registerCodeRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { config, db, sms, rateLimits }: CodeDeps,
  { path, confirmPath, access, holder, answer, state }: CodeRoutes,
): void {
  const answers = { 200: answer };
  app.post(
    path,
    routeOptions('sms-phone', [...access], { body: smsPhoneRequestSchema, response: answers }),
    async (request) => {
      const { id } = requireUser(request);
      const { phone } = request.body;
      const current = await holder.read(db, id);
      if (current.phoneConfirmed && current.phoneNumber === phone) throw badRequest(messages.alreadyConfirmed);
      await enforceRateLimit(rateLimits, codeLimits.perIp, request.ip);
      await enforceRateLimit(rateLimits, codeLimits.perUser, String(id));
      await enforceRateLimit(rateLimits, codeLimits.perPhone, phone);
      const code = newCode();
      const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await holder.setNumber(tx, id, phone);
        await saveConfirmation(tx, { userId: id, phone, codeHash: codeHash(config, id, phone, code), expiresAt });
      });
      await sms.send({ to: phone, text: codeText(config, code) });
      return state(id, messages.sent(phone));
    },
  );

  app.post(
    confirmPath,
    routeOptions('sms-phone', [...access], { body: smsCodeRequestSchema, response: answers }),
    async (request) => {
      const { id } = requireUser(request);
      const { code } = request.body;
      const tried = await countTry(db, id, MAX_TRIES);
      if (tried.kind !== 'counted') throw badRequest(messages[tried.kind], { code: `sms_code_${tried.kind}` });
      if (!isCode(config, id, tried.phone, code, tried.codeHash)) {
        throw badRequest(messages.wrong(MAX_TRIES - tried.tries), { code: 'sms_code_wrong' });
      }
      // Not used up here when, in the meantime, the same code confirmed the number (a double tap: fine), or
      // a newer code replaced it or the number changed (then the newest SMS is the one to type).
      const used = await confirmPhone(db, holder.markConfirmed, id, tried.phone, tried.codeHash);
      const now = used ? null : await holder.read(db, id);
      if (now && !(now.phoneConfirmed && now.phoneNumber === tried.phone)) {
        throw badRequest(messages.replaced, { code: 'sms_code_replaced' });
      }
      return state(id, messages.confirmed(tried.phone));
    },
  );
}
