import { expect, type Page } from '@playwright/test';

/**
 * The tender detail's header pins to the top once the page is scrolled past it and lets go at the top,
 * moving nothing under it either way (at once: no transition of its height), so a tap aimed at a button
 * as the page scrolls lands on that button. The page must be long enough to scroll 400 px.
 */
export async function expectHeaderPinsInPlace(page: Page): Promise<void> {
  const below = page.getByRole('heading', { level: 2 }).first();
  const pageTop = () => below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.tp-detail-header--stuck')).toHaveCount(0);
  const before = await pageTop();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.locator('.tp-detail-header--stuck')).toBeVisible();
  expect(await pageTop()).toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.tp-detail-header--stuck')).toHaveCount(0);
  expect(await pageTop()).toBe(before);
}
