import { grantSubscription, revokeSubscription } from '../../modules/subscription';
import { type Command, usageError } from '../command';

export const grantSubscriptionCommand: Command = {
  name: 'grant-subscription',
  usage: 'grant-subscription <company-email> <days> [plan]',
  summary: "Activate or extend a company's subscription without a payment.",
  async run({ args, db, actor, out }) {
    const [email, days, plan] = args;
    if (!email || !days || args.length > 3) throw usageError(this.usage);
    const granted = await grantSubscription(db, actor, { email, days: Number(days), plan });
    out(`${granted.company}: ${granted.plan} plan active until ${granted.activeUntil.toISOString()}`);
  },
};

export const revokeSubscriptionCommand: Command = {
  name: 'revoke-subscription',
  usage: 'revoke-subscription <company-email>',
  summary: "End a company's subscription now.",
  async run({ args, db, actor, out }) {
    const [email] = args;
    if (!email || args.length !== 1) throw usageError(this.usage);
    const revoked = await revokeSubscription(db, actor, email);
    out(`${revoked.company}: subscription ended at ${revoked.activeUntil.toISOString()}`);
  },
};
