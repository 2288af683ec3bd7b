import { type Command, usageError } from '../command';

const USAGE = 'run-alerts [all]';

/**
 * Runs the job alert digests now (the schedule runs them each morning): the due alerts, or with `all`
 * every alert that mails, due or not (to see a digest at once). Each job still goes once per alert.
 */
export const runAlertsCommand: Command = {
  name: 'run-alerts',
  usage: USAGE,
  summary: 'Send the job alert digests now (all: every alert, due or not).',
  async run({ args, services, out }) {
    if (args.length > 1 || (args[0] !== undefined && args[0] !== 'all')) throw usageError(USAGE);
    const queued = await services.runAlertDigests(args[0] === 'all');
    out(queued === 1 ? '1 digest queued.' : `${queued} digests queued.`);
  },
};
