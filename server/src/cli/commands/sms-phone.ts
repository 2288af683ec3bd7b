import { normalisePhone } from '@lj/contract';
import { setConfirmedSmsPhone } from '../../modules/sms-phone';
import { type Command, CliError, usageError } from '../command';

const USAGE = 'set-sms-phone <email> <number|none>';

export const setSmsPhoneCommand: Command = {
  name: 'set-sms-phone',
  usage: USAGE,
  summary: "Set a job seeker's phone number as confirmed for SMS (none: unconfirm it and turn their SMS off).",
  async run({ args, db, actor, out }) {
    const [email, phone] = args;
    if (!email || !phone || args.length !== 2) throw usageError(USAGE);
    if (phone === 'none') {
      const address = await setConfirmedSmsPhone(db, actor, email, null);
      out(`${address} has no confirmed number now; SMS to them are off.`);
      return;
    }
    // Read as the profile's phone field reads it: a Liberian number written locally, or any E.164.
    const checked = normalisePhone(phone);
    if ('error' in checked) throw new CliError(`${phone}: ${checked.error}`);
    const address = await setConfirmedSmsPhone(db, actor, email, checked.phone);
    out(`${address} gets SMS at ${checked.phone}.`);
  },
};
