import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import type { AuthUser } from '../../plugins/auth-context';
import type { FigureSource } from '@lj/contract';
import { sendApplicationReceipt, tellCompanyOfApplication } from '../notifications';
import { type Application, applyToJob } from './applications.service';

export type ApplyDeps = { db: Db; config: Config; mailer: Mailer; sms: SmsSender };

/**
 * An application made (applyToJob's rules) and told: the seeker's receipt, the company's news. Every
 * door a seeker applies through (the web's apply step, a phone's USSD menu, an SMS keyword) calls
 * this; a door that answers by SMS itself asks for no SMS receipt (`receiptBySms` false), so one
 * application costs the seeker's phone one message.
 */
export async function applyAndTell(
  deps: ApplyDeps,
  log: FastifyBaseLogger,
  user: AuthUser,
  jobId: number,
  sent: Application,
  source: FigureSource,
  { receiptBySms = true } = {},
) {
  const { answer, applicant } = await applyToJob(deps.db, user, jobId, sent, source);
  await sendApplicationReceipt(deps, log, answer.id, { bySms: receiptBySms });
  await tellCompanyOfApplication(deps, log, answer.id, applicant);
  return answer;
}
