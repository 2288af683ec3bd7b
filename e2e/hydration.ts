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
 * Waits until the page script of a public page has started (web/src/pages/page-script.ts marks
 * <html> when every part of it is on): its in-place behaviour works from then on.
 */
export async function expectPageScriptReady(page: Page): Promise<void> {
  await expect
    // A page the script itself replaces (the login page's reset) destroys the context asked: asked again.
    .poll(() => page.evaluate(() => document.documentElement.dataset.pageScript).catch(() => undefined), {
      message: 'the page script has started',
      timeout: 30_000,
    })
    .toBe('ready');
}

/**
 * Waits until React manages every element of #root (an app screen). Hydration goes boundary by boundary (the lazy
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
