import type { SubscriptionPlan } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { visiblePlans } from './visible-plans';

const plan = (id: number, name: string): SubscriptionPlan => ({
  id,
  name,
  amount: id * 10,
  currency: 'USD',
  duration_days: 30,
  description: '',
});

describe('visiblePlans', () => {
  it('when basic, professional or enterprise plans exist, then only they are shown, general hidden', () => {
    const plans = [plan(1, 'general'), plan(2, 'basic'), plan(3, 'professional'), plan(4, 'enterprise')];
    expect(visiblePlans(plans).map((p) => p.name)).toEqual(['basic', 'professional', 'enterprise']);
  });

  it('when general is the only plan, then it is shown', () => {
    expect(visiblePlans([plan(1, 'general')]).map((p) => p.name)).toEqual(['general']);
  });

  it('when no plan has a known name, then nothing is shown', () => {
    expect(visiblePlans([plan(1, 'premium')])).toEqual([]);
    expect(visiblePlans([])).toEqual([]);
  });
});
