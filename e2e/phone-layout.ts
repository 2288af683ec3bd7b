import type { Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) and the platforms' guidance: a finger needs 44 x 44 CSS px. */
export const MIN_TAP_SIZE = 44;

/** How far the page reaches past the screen's right edge: 0 when nothing scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - window.innerWidth);
  });
}

/** A tap target below the minimum: what it is, and its size in CSS px. */
export type SmallTarget = { target: string; width: number; height: number };

/**
 * Every visible tap target on the page smaller than `min` x `min` CSS px: links, buttons, form
 * controls, summaries and the labels of checkboxes and radios.
 *
 * Two rules, each narrow, say what counts:
 * - A checkbox or radio drawn inside its label's box is tapped through that label (a tap on the label
 *   toggles it), so the label's box is its target. Anywhere else the control alone is measured.
 * - The one exception (WCAG 2.5.8, "inline"): a link inside a sentence of a paragraph, i.e. an `<a>`
 *   laid out inline in a `<p>` (through inline elements only) with words before it and the sentence
 *   going on, or at least its full stop, after it. A link that ends its paragraph ("Already have an
 *   account? Log in") or stands alone ("Back to jobs") is a standalone target and is measured.
 * Hidden controls (no box, `visibility: hidden`, `pointer-events: none`, clipped away as by
 * `.visually-hidden` or Bootstrap's `.btn-check`, whose `<label class="btn">` is the target) are left out.
 */
export function smallTapTargets(page: Page, min = MIN_TAP_SIZE): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label';
    const isToggle = (element: Element | null): element is HTMLInputElement =>
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

    // Not rendered (display: none, inside a closed <details>): no box.
    const hidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return true;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.pointerEvents === 'none') return true;
      // Clipped to nothing (.visually-hidden, .btn-check): not drawn, not tappable.
      if (/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
      return false;
    };

    const encloses = (outer: DOMRect, inner: DOMRect) =>
      outer.left <= inner.left + 0.5 &&
      outer.top <= inner.top + 0.5 &&
      outer.right >= inner.right - 0.5 &&
      outer.bottom >= inner.bottom - 0.5;

    /** The WCAG 2.5.8 inline exception, as narrow as the doc comment above says. */
    const inlineInRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (block?.tagName !== 'P') return false;
      const before = document.createRange();
      before.setStart(block, 0);
      before.setEndBefore(element);
      const after = document.createRange();
      after.setStartAfter(element);
      after.setEnd(block, block.childNodes.length);
      return /\w/.test(before.toString()) && /\S/.test(after.toString());
    };

    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent?.trim() || (element as HTMLInputElement).name || element.id || '');
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      return `<${element.tagName.toLowerCase()}${type}> "${name.replace(/\s+/g, ' ').slice(0, 50)}"`;
    };

    const small: { target: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(TARGETS)) {
      if (element instanceof HTMLLabelElement && !isToggle(element.control)) continue;
      if (hidden(element) || inlineInRunningText(element)) continue;
      let box = element.getBoundingClientRect();
      if (isToggle(element)) {
        const label = [...(element.labels ?? [])].find((each) => encloses(each.getBoundingClientRect(), box));
        if (label) box = label.getBoundingClientRect();
      }
      // Sub-pixel layout: 43.99 is 44.
      if (box.width + 0.01 < min || box.height + 0.01 < min) {
        small.push({ target: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return small;
  }, min);
}
