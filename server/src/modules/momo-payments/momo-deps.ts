import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TaskQueue } from '../../lib/mail-queue';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { createMomoCollections } from '../../lib/momo/momo-collections';
import type { MomoDeps } from './momo-payments.service';

/**
 * What paying by MoMo needs, or undefined when it is not offered: MOMO_* unset, or no job queue to
 * poll through (tools that build the app without one).
 */
export function momoDepsFor(
  config: Config,
  db: Db,
  mailer: Mailer,
  sms: SmsSender,
  tasks: TaskQueue | undefined,
): MomoDeps | undefined {
  if (!config.momo || !tasks) return undefined;
  return { config, db, mailer, sms, tasks, settings: config.momo, momo: createMomoCollections(config.momo) };
}
