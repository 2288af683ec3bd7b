import { type SettingKey, type Settings, settingKeys } from '@lj/contract';
import { readSettings, setFlag } from '../../modules/settings';
import { type Command, usageError } from '../command';

const isSettingKey = (value: string | undefined): value is SettingKey =>
  (settingKeys as readonly string[]).includes(value ?? '');

function printFlags(settings: Settings, out: (line: string) => void) {
  for (const key of settingKeys) out(`${key}: ${settings[key] ? 'on' : 'off'}`);
}

export const flagCommand: Command = {
  name: 'flag',
  usage: `flag <${settingKeys.join('|')}> <on|off>`,
  summary: 'Turn a feature flag on or off.',
  async run({ args, db, actor, out }) {
    const [key, value] = args;
    if (!isSettingKey(key) || (value !== 'on' && value !== 'off') || args.length !== 2) throw usageError(this.usage);
    const settings = await setFlag(db, actor, key, value === 'on');
    out(`${key}: ${settings[key] ? 'on' : 'off'}`);
  },
};

export const flagsCommand: Command = {
  name: 'flags',
  usage: 'flags',
  summary: 'List the feature flags.',
  async run({ db, out }) {
    printFlags(await readSettings(db), out);
  },
};
