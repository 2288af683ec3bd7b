import {
  addPlan,
  editPlan,
  listAllPlans,
  type PlanChanges,
  type PlanRow,
  planIdOf,
  setPlanActive,
} from '../../modules/subscription';
import { type Command, listCommand, offerCommands, usageError } from '../command';

const formatPlan = (plan: PlanRow) =>
  `${plan.id}  ${plan.name}  ${plan.currency} ${plan.amount.toFixed(2)} / ${plan.durationDays} days${plan.isActive ? '' : '  (inactive)'}  ${plan.description}`.trimEnd();

export const listPlansCommand = listCommand({
  name: 'list-plans',
  summary: 'List the subscription plans.',
  empty: 'No subscription plans.',
  list: listAllPlans,
  format: formatPlan,
});

export const addPlanCommand: Command = {
  name: 'add-plan',
  usage: 'add-plan <name> <amountUSD> [days] [description]',
  summary: 'Add a subscription plan (30 days unless given).',
  async run({ args, db, actor, out }) {
    const [name, amount, days, ...description] = args;
    if (!name || !amount) throw usageError(this.usage);
    const plan = await addPlan(db, actor, {
      name,
      amount: Number(amount),
      days: days === undefined ? 30 : Number(days),
      description: description.join(' '),
    });
    out(`Added plan ${formatPlan(plan)}`);
  },
};

const planFields = { name: 'name', amount: 'amount', days: 'days', description: 'description' } as const;

export const editPlanCommand: Command = {
  name: 'edit-plan',
  usage: 'edit-plan <name|id> <name|amount|days|description> <value>',
  summary: "Change a plan's name, price (USD), days or description; subscriptions keep their plan.",
  async run({ args, db, actor, out }) {
    const [plan, field, ...value] = args;
    const key = planFields[field as keyof typeof planFields];
    if (!plan || !key || value.length === 0) throw usageError(this.usage);
    const text = value.join(' ');
    const changes: PlanChanges = key === 'amount' || key === 'days' ? { [key]: Number(text) } : { [key]: text };
    out(`Changed plan ${formatPlan(await editPlan(db, actor, await planIdOf(db, plan), changes))}`);
  },
};

const planOffer = offerCommands({
  noun: 'plan',
  summaries: {
    reactivate: 'Offer a deactivated plan to companies again.',
    deactivate: 'Stop offering a plan to companies; its subscriptions and payments keep it.',
  },
  idOf: planIdOf,
  setActive: setPlanActive,
  format: formatPlan,
});
export const deactivatePlanCommand = planOffer.deactivate;
export const reactivatePlanCommand = planOffer.reactivate;
