import { expect, type Locator, type Page, test } from '@playwright/test';
import { openBeforeAppStarts } from '../../first-touch';

/** A finger on the middle of `target`, whatever element is on top there (the card's stretched link). */
async function tapOn(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

test('when a person taps anywhere on a job card, then the job opens, before and after the app has started', async ({
  page,
}) => {
  const app = await openBeforeAppStarts(page, '/jobs');
  const card = page.locator('article.card').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  await tapOn(page, card.locator('h3'));
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await app.startApp();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  const second = page.locator('article.card').nth(1);
  const secondTitle = (await second.locator('h3').textContent()) ?? '';
  await second.scrollIntoViewIfNeeded();
  await tapOn(page, second.locator('p.card-text'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
});
