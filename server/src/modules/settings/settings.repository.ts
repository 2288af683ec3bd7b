import { type Settings, type SettingKey, settingKeys } from '@lj/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

const defaults: Settings = { show_company_bookkeeping: false, enable_console_logs: false };

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...settingKeys]));
  const settings = { ...defaults };
  for (const row of rows) settings[row.key as SettingKey] = row.value === true;
  return settings;
}

export async function writeSetting(db: Db, key: SettingKey, value: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
