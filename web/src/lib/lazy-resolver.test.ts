import type { LoginRequest } from '@lj/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function loginValidation() {
  vi.resetModules();
  const { lazyContractResolver } = await import('./lazy-resolver');
  return lazyContractResolver<LoginRequest>((contract) => contract.loginRequestSchema);
}

describe('lazyContractResolver', () => {
  afterEach(() => vi.doUnmock('@lj/contract'));

  it("when a form is checked, then the contract schema's messages come back", async () => {
    const { resolver } = await loginValidation();
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(result.errors.password?.message).toBe('Password is required');
    const valid = await resolver({ email: ' ada@example.com ', password: 'secret' }, undefined, options);
    expect(valid).toEqual({ values: { email: 'ada@example.com', password: 'secret' }, errors: {} });
  });

  it('when the schemas cannot be fetched (offline), then the form goes unchecked to the server, and the next check fetches again', async () => {
    let fetches = 0;
    vi.doMock('@lj/contract', () => {
      fetches += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { resolver } = await loginValidation();
    expect(await resolver({ email: '', password: '' }, undefined, options)).toEqual({
      values: { email: '', password: '' },
      errors: {},
    });
    await resolver({ email: '', password: '' }, undefined, options);
    expect(fetches).toBe(2);
  });
});
