import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/lj-momo-settings', SECRET_KEY: 'x'.repeat(40) };
const keys = {
  MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MOMO_SUBSCRIPTION_KEY: 'primary-key',
  MOMO_API_USER: '0c9b6f8e-3f2a-4d51-9e1b-7a2c5d8e4f10',
  MOMO_API_KEY: 'api-key',
};

describe('the MTN MoMo settings', () => {
  it('when no MOMO_* key is set, or each is empty, then MoMo is off', () => {
    expect(loadConfig(base).momo).toBeUndefined();
    const empty = Object.fromEntries(Object.keys(keys).map((name) => [name, '']));
    expect(loadConfig({ ...base, ...empty }).momo).toBeUndefined();
  });

  it('when some keys are set and others not, then the server refuses to start, naming the missing ones', () => {
    expect(() => loadConfig({ ...base, MOMO_BASE_URL: keys.MOMO_BASE_URL, MOMO_API_KEY: 'k' })).toThrow(
      /MOMO_SUBSCRIPTION_KEY: required when any MOMO_\* key is set\n {2}MOMO_API_USER/,
    );
  });

  it("when all are set, then Liberia's environment, USD and a callback under SITE_URL are the defaults", () => {
    const momo = loadConfig({ ...base, ...keys, SITE_URL: 'https://jobs.example.lr/' }).momo;
    expect(momo).toMatchObject({
      targetEnvironment: 'mtnliberia',
      currency: 'USD',
      firstCheckSeconds: 5,
      callbackBase: 'https://jobs.example.lr/api/payments/momo/callback/',
    });
  });
});
