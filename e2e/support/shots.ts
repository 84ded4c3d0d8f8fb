import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where a run keeps its screenshots for review (E2E_SHOTS_DIR); none are taken without it. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function take(page: Page, name: string, fullPage: boolean): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** The whole page, as `<name>.png` in E2E_SHOTS_DIR. */
export function shoot(page: Page, name: string): Promise<void> {
  return take(page, name, true);
}

/** What the screen shows (a phone's first screen), as `<name>.png` in E2E_SHOTS_DIR. */
export function shootScreen(page: Page, name: string): Promise<void> {
  return take(page, name, false);
}
