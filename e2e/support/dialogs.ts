import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a box in an antd dialog. On a loaded machine a click that lands while the dialog is still zooming
 * in can leave the box unticked (Playwright: "Clicking the checkbox did not change its state"), so the tick
 * is given again until it holds; ticking a ticked box changes nothing.
 */
export async function checkInDialog(box: Locator): Promise<void> {
  await expect(async () => {
    await box.check({ timeout: 2_000 });
  }).toPass();
}
