import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('route access policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the app is built, then every registered route declares who may call it', () => {
    const undeclared = t.app.declaredRoutes
      .filter((route) => !route.config?.access)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(t.app.declaredRoutes.length).toBeGreaterThan(1);
    expect(undeclared).toEqual([]);
  });
});
