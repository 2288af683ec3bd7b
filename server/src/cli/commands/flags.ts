import { type SettingKey, type Settings, settingKeys } from '@lj/contract';
import type { Db } from '../../db/client';
import { readSettings, writeSetting } from '../../modules/settings';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, usageError } from '../command';

export async function setFlag(db: Db, key: SettingKey, on: boolean): Promise<Settings> {
  await writeSetting(db, key, on);
  return readSettings(db);
}

export const listFlags = (db: Db): Promise<Settings> => readSettings(db);

const isSettingKey = (value: string | undefined): value is SettingKey =>
  (settingKeys as readonly string[]).includes(value ?? '');

function printFlags(settings: Settings, out: (line: string) => void) {
  for (const key of settingKeys) out(`${key}: ${settings[key] ? 'on' : 'off'}`);
}

export const flagCommand: Command = {
  name: 'flag',
  usage: `flag <${settingKeys.join('|')}> <on|off>`,
  summary: 'Turn a feature flag on or off.',
  async run({ args, db, out }) {
    const [key, value] = args;
    if (!isSettingKey(key) || (value !== 'on' && value !== 'off') || args.length !== 2) throw usageError(this.usage);
    const on = value === 'on';
    // Audited as the console's Settings section audits a flag, in the same transaction.
    const settings = await db.transaction(async (tx) => {
      const before = (await listFlags(tx))[key];
      const after = await setFlag(tx, key, on);
      await recordCliAction(tx, {
        action: 'setting.update',
        targetType: 'setting',
        targetId: key,
        before: { [key]: before },
        after: { [key]: on },
      });
      return after;
    });
    out(`${key}: ${settings[key] ? 'on' : 'off'}`);
  },
};

export const flagsCommand: Command = {
  name: 'flags',
  usage: 'flags',
  summary: 'List the feature flags.',
  async run({ db, out }) {
    printFlags(await listFlags(db), out);
  },
};
