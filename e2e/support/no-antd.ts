import { expect, type Page } from '@playwright/test';

/**
 * The page so far is drawn without antd (issue 30): no element under `scope` carries an antd class, and
 * the browser has downloaded neither antd's core nor its provider (their chunks: apps/web/vite.config.ts).
 * Checked on a page's first screen, before anything that may load antd on purpose (a dialog, a toast).
 */
export async function expectNoAntd(page: Page, scope = 'main'): Promise<void> {
  await expect(page.locator(`${scope} [class*="ant-"]`)).toHaveCount(0);
  const antdScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/antd-(core|provider)-[^/]*\.js$/.test(path)),
  );
  expect(antdScripts).toEqual([]);
}
