import { PAYMENT_GRACE_DAYS_DEFAULT, type PaymentRules } from '@lj/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** Operator settings (site_settings rows) of payment checking; staff edit them (staff-payments). */
const GRACE_DAYS_KEY = 'payment_grace_days';
const VERIFICATION_REQUIRED_KEY = 'payment_verification_required';

/**
 * The grace in days as SQL, read inside the query that needs it, so the subscription check stays
 * one statement and every server process reads the current setting.
 */
export const graceDaysSql = sql`coalesce((select (${siteSettings.value} #>> '{}')::int from ${siteSettings}
  where ${siteSettings.key} = ${GRACE_DAYS_KEY}), ${PAYMENT_GRACE_DAYS_DEFAULT})`;

export async function readPaymentRules(db: Db): Promise<PaymentRules> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [GRACE_DAYS_KEY, VERIFICATION_REQUIRED_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const grace = value(GRACE_DAYS_KEY);
  return {
    grace_days: typeof grace === 'number' ? grace : PAYMENT_GRACE_DAYS_DEFAULT,
    verification_required: value(VERIFICATION_REQUIRED_KEY) === true,
  };
}

export async function writePaymentRules(db: Db, rules: PaymentRules): Promise<void> {
  await db
    .insert(siteSettings)
    .values([
      { key: GRACE_DAYS_KEY, value: rules.grace_days },
      { key: VERIFICATION_REQUIRED_KEY, value: rules.verification_required },
    ])
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}
