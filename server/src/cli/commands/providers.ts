import {
  addProvider,
  listAllProviders,
  type ProviderRow,
  providerIdOf,
  setProviderActive,
} from '../../modules/subscription';
import { type Command, listCommand, offerCommands, usageError } from '../command';

const formatProvider = (provider: ProviderRow) =>
  `${provider.id}  ${provider.provider}${provider.isActive ? '' : '  (inactive)'}  ${provider.instructions}`.trimEnd();

export const listProvidersCommand = listCommand({
  name: 'list-providers',
  summary: 'List the payment providers.',
  empty: 'No payment providers.',
  list: listAllProviders,
  format: formatProvider,
});

export const addProviderCommand: Command = {
  name: 'add-provider',
  usage: 'add-provider <name> [instructions]',
  summary: 'Add a payment provider with its paying instructions.',
  async run({ args, db, actor, out }) {
    const [name, ...instructions] = args;
    if (!name) throw usageError(this.usage);
    const provider = await addProvider(db, actor, { name, instructions: instructions.join(' ') });
    out(`Added provider ${formatProvider(provider)}`);
  },
};

const providerOffer = offerCommands({
  noun: 'provider',
  summaries: {
    reactivate: 'Offer a deactivated payment provider to companies again.',
    deactivate: 'Stop offering a payment provider; payments made through it keep it.',
  },
  idOf: providerIdOf,
  setActive: setProviderActive,
  format: formatProvider,
});
export const deactivateProviderCommand = providerOffer.deactivate;
export const reactivateProviderCommand = providerOffer.reactivate;
