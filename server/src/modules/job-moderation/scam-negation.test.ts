import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { scamRules } from '../../db/schema';
import { matchedRuleLabels } from './job-hold';

/**
 * The seeded scam rules (and one staff might add) against texts that ask for money and texts that say
 * the opposite: a negated phrase is not an ask for money.
 */
const ASKS: string[] = [
  'Pay a processing fee of USD 15 to apply.',
  'No experience needed, pay USD 20 to apply.',
  'No experience needed. Send the money by mobile money.',
  'Do not forget to pay the registration fee before the interview.',
  "Don't delay: send USD 10 by Western Union.",
  'There are no hidden charges but a processing fee of USD 10 is due.',
  'We do not ask much and we ask for money only at the interview.',
  'No salary until you pay a deposit.',
  'Not a scam - transfer the fee today.',
  'Nothing to lose, send the money for your uniform.',
];

const DENIALS: string[] = [
  'No fees are ever charged to applicants.',
  'We never ask for money.',
  'We never ask you to send money.',
  'Do not pay anyone before your interview.',
  "We don't charge any processing fee.",
  'There is no registration fee.',
  'No deposit, no airtime, no mobile money.',
  'Applicants will never be asked to transfer money.',
  "Beware of scammers: we won't ask for fees.",
];

describe('scam rules and negated phrases', () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    // A rule staff might add: the seeded ones have no "ask ... money".
    await db().insert(scamRules).values({ pattern: 'ask* ... money', label: 'Asks for money' });
  });
  afterAll(async () => t.close());

  it.each(ASKS)('when a job says "%s", then a rule holds it', async (text) => {
    expect(await matchedRuleLabels(db(), text)).not.toEqual([]);
  });

  it.each(DENIALS)('when a job says "%s", then no rule holds it', async (text) => {
    expect(await matchedRuleLabels(db(), text)).toEqual([]);
  });
});
