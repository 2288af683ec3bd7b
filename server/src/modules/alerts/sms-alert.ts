import { alertSearchSchema } from '@lj/contract';
import type { Db } from '../../db/client';
import { type AlertRow, hasSmsPhone, insertAlert } from './alerts.repository';

/**
 * A daily alert by SMS alone, asked for from a phone (modules/ussd): the /jobs search of `filters`
 * (county, industry, words) in the alert's canonical form, named `name`. The alert's rules hold: SMS
 * only to a confirmed number ('no-phone'), at most MAX_ALERTS ('full').
 */
export async function addSmsAlert(
  db: Db,
  userId: number,
  name: string,
  filters: Record<string, string>,
): Promise<AlertRow | 'full' | 'no-phone'> {
  if (!(await hasSmsPhone(db, userId))) return 'no-phone';
  const search = alertSearchSchema.parse(new URLSearchParams(filters).toString());
  return insertAlert(db, userId, { name, search, frequency: 'daily', email: false, sms: true });
}
