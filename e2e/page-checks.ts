import type { Browser, Locator, Page } from '@playwright/test';

/** A page with JavaScript off: what a crawler, or a phone before the app's scripts have run, sees. */
export async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Collects console errors and page errors (hydration mismatches are reported as console errors). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The WCAG contrast ratio of `target`'s text on its own background colour as drawn over a white page:
 * the text over the background, then the element's opacity (and its ancestors') over the white. For
 * elements with a background of their own (buttons, badges). Read once the page's colour transitions
 * have ended: a button just disabled fades to its final colours (Bootstrap's .btn transition), and a
 * reading halfway is neither state.
 */
export function textContrast(target: Locator): Promise<number> {
  return target.evaluate(async (element) => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    const rgba = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], a };
    };
    const over = (top: { rgb: number[]; a: number }, below: number[]) =>
      top.rgb.map((value, i) => value * top.a + (below[i] ?? 255) * (1 - top.a));
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const style = getComputedStyle(element);
    const white = [255, 255, 255];
    const background = over(rgba(style.backgroundColor), white);
    const text = over(rgba(style.color), background);
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = over({ rgb, a: opacity }, white).map((value) => {
        const s = value / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 1) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
