import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, for a failure message a person can act on. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body (focus was lost)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> "${name}"`;
  });
}

/**
 * True when the focused control shows where focus is: a visible outline or a box shadow, the two ways
 * Bootstrap and the browser draw a focus ring. A radio or checkbox hidden behind a button label
 * (Bootstrap's .btn-check) draws its ring on the label.
 */
function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const drawn = focused.matches('.btn-check')
      ? document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)
      : focused;
    if (!drawn) return false;
    const style = getComputedStyle(drawn);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/**
 * The focused control is on screen and shows a focus ring (polled: Bootstrap animates the ring in).
 * A .btn-check input is clipped to nothing on purpose; its label is what must be on screen.
 */
export async function expectFocusShown(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const buttonCheck = await target.evaluate((element) => element.matches('.btn-check'));
  const drawn = buttonCheck ? page.locator(`label[for="${await target.getAttribute('id')}"]`) : target;
  await expect(drawn).toBeInViewport();
  await expect.poll(() => focusRingShown(page), { message: 'the focused control shows a focus ring' }).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails after
 * `max` presses naming where the focus is instead. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 100 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  await expect(target).toHaveCount(1);
  const focused = target.and(page.locator(':focus'));
  for (let presses = 0; presses <= max; presses++) {
    if ((await focused.count()) === 1) {
      await expectFocusShown(page, target);
      return presses;
    }
    if (presses < max) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not focused after ${max} presses; the focus is on ${await describeFocus(page)}`);
}
