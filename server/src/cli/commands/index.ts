import type { Command, StandaloneCommand } from '../command';
import { runAlertsCommand } from './alerts';
import { backupCommand, restoreCommand } from './backup';
import { createUserCommand } from './create-user';
import { flagCommand, flagsCommand } from './flags';
import { addIndustryCommand, listIndustriesCommand } from './industries';
import { listPaymentsCommand } from './payments';
import {
  addPlanCommand,
  deactivatePlanCommand,
  editPlanCommand,
  listPlansCommand,
  reactivatePlanCommand,
} from './plans';
import {
  addProviderCommand,
  deactivateProviderCommand,
  editProviderCommand,
  listProvidersCommand,
  reactivateProviderCommand,
} from './providers';
import { seedCommand } from './seed';
import { setRoleCommand } from './set-role';
import { setSmsPhoneCommand } from './sms-phone';
import { grantSubscriptionCommand, revokeSubscriptionCommand } from './subscriptions';

/** Every command that works on the database, in the order `help` lists them. */
export const commands: readonly (Command | StandaloneCommand)[] = [
  flagCommand,
  flagsCommand,
  createUserCommand,
  setRoleCommand,
  seedCommand,
  listPlansCommand,
  addPlanCommand,
  editPlanCommand,
  deactivatePlanCommand,
  reactivatePlanCommand,
  listProvidersCommand,
  addProviderCommand,
  editProviderCommand,
  deactivateProviderCommand,
  reactivateProviderCommand,
  listIndustriesCommand,
  addIndustryCommand,
  listPaymentsCommand,
  grantSubscriptionCommand,
  revokeSubscriptionCommand,
  runAlertsCommand,
  setSmsPhoneCommand,
  backupCommand,
  restoreCommand,
];
