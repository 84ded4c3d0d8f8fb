import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option of an antd Select (`select`: its combobox, e.g. found by label). On a loaded machine a
 * click that lands while the dropdown is still sliding in can be lost: the choice is never made (CI once
 * waited five minutes for the editor's "Lines Added Up" field that "Sum of lines" brings). So the dropdown
 * is opened and the option clicked again until the Select shows it; choosing the chosen changes nothing.
 */
export async function chooseOption(select: Locator, option: string): Promise<void> {
  const page = select.page();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const root = select.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click({ timeout: 2_000 });
    await dropdown.locator('.ant-select-item-option', { hasText: option }).click({ timeout: 2_000 });
    await expect(root).toContainText(option, { timeout: 1_000 });
  }).toPass();
}
