import {
  addProvider,
  editProviderInstructions,
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

export const editProviderCommand: Command = {
  name: 'edit-provider',
  usage: 'edit-provider <name|id> <instructions>',
  summary: "Change a payment provider's paying instructions (what companies read before paying).",
  async run({ args, db, actor, out }) {
    const [nameOrId, ...instructions] = args;
    if (!nameOrId || instructions.length === 0) throw usageError(this.usage);
    const id = await providerIdOf(db, nameOrId);
    const provider = await editProviderInstructions(db, actor, id, instructions.join(' '));
    out(`Saved provider ${formatProvider(provider)}`);
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
