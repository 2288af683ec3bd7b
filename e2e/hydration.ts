import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over `target`. A server-rendered control is in the page before the app
 * has hydrated; keys typed into it then reach no handler. React marks each element it manages with a
 * `__reactProps$...` property, the one signal that this particular control is live.
 */
export async function expectHydrated(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: `${target} is managed by React`,
    })
    .toBe(true);
}
