import type { SettingKey, Settings } from '@lj/contract';
import type { Db } from '../../db/client';
import { type Actor, auditedChange } from '../staff-audit';
import { readSettings, writeSetting } from './settings.repository';

/** Turns a feature flag on or off (console or command line), audited as 'setting.update' with both values. */
export async function setFlag(db: Db, actor: Actor, key: SettingKey, on: boolean): Promise<Settings> {
  return auditedChange(db, actor, async (tx) => {
    const before = (await readSettings(tx))[key];
    await writeSetting(tx, key, on);
    const audit = {
      action: 'setting.update',
      targetType: 'setting',
      targetId: key,
      before: { [key]: before },
      after: { [key]: on },
    };
    return { result: await readSettings(tx), audit };
  });
}
