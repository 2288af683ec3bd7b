import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Waits until React manages every element of #root. Hydration goes boundary by boundary (the lazy
 * screen after the layout): until then a tap on a control inside a boundary still waiting is not the
 * app's but the browser's (a form posts to the server).
 */
export async function expectPageHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#root *')].every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
        ),
      { message: 'the whole page is hydrated', timeout: 30_000 },
    )
    .toBe(true);
}
