import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';

// Accounts and tenders come from e2e/fixtures/tender-extras.json; no other spec touches them.
const SUPPLIER = 'e2e.extras.supplier';
const PASSWORD = 'E2e#Pass2026';

async function openTender(page: Page, rfqnum: string): Promise<void> {
  await page.goto('/tenders');
  await page.getByLabel('Search tenders').fill(rfqnum);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: rfqnum, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tender ${rfqnum}` })).toBeVisible();
}

/** The open antd dialog that contains the text. */
const dialogWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

test.describe('tender attachments, supplier documents, Q&A and site inspections', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
  });

  test('a supplier downloads all attachments and then can submit', async ({ page }) => {
    await openTender(page, 'E2E-EXT-DL-001');
    // Submit checks first (issue 12): the missing downloads are named, nothing is confirmed.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByTestId('needs-attention')).toContainText(
      'Download every tender attachment (Tender Attachments) before submitting.',
    );
    await expect(page.getByRole('dialog').filter({ hasText: 'Review and submit' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tender Attachments' }).click();
    const dialog = dialogWith(page, 'Download All Attachments');
    await expect(dialog.getByRole('cell', { name: 'scope-of-works.pdf', exact: true })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'drawing-list.txt', exact: true })).toBeVisible();
    await expect(dialog.getByText('Not downloaded', { exact: true })).toHaveCount(2);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download All Attachments' }).click();
    expect((await download).suggestedFilename()).toBe('E2E-EXT-DL-001-attachments.zip');
    await expect(dialog.getByText('Downloaded', { exact: true })).toHaveCount(2);
    await expect(dialog.getByText('All tender attachments have been downloaded.')).toBeVisible();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const review = page.getByRole('dialog').filter({ hasText: 'Review and submit' });
    await review.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/tenderdetail\/E2E-EXT-DL-001-S1\/\d+\/SUBMITED/);
  });

  test('a supplier uploads a document, is refused a duplicate name, and deletes it', async ({ page }) => {
    await openTender(page, 'E2E-EXT-DOC-001');
    await page.getByRole('button', { name: 'Add Attachments' }).click();
    const upload = dialogWith(page, 'Select File');
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(upload.getByText('Please enter a description.')).toBeVisible();
    await expect(upload.getByText('Please select a file.')).toBeVisible();

    const file = {
      name: 'method-statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 m'),
    };
    await upload.getByLabel('Description').fill('Method statement');
    await upload.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByText('SUCCESS: method-statement.pdf is ready to upload.')).toBeVisible();
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('method-statement.pdf uploaded successfully.')).toBeVisible();
    await expect(upload).toBeHidden();

    await page.getByRole('button', { name: 'Add Attachments' }).click();
    const again = dialogWith(page, 'Select File');
    await again.getByLabel('Description').fill('The same again');
    await again.locator('input[type=file]').setInputFiles(file);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByText('Do not upload files with duplicate names')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();

    await page.getByRole('button', { name: 'Supplier Documents' }).click();
    const docs = dialogWith(page, 'Method statement');
    await expect(docs.getByRole('cell', { name: 'method-statement.pdf', exact: true })).toBeVisible();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Delete this record?' });
    await docs.getByRole('button', { name: 'Delete method-statement.pdf' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('method-statement.pdf has been deleted.')).toBeVisible();
    await expect(page.getByText('You have not attached any documents to this tender.')).toBeVisible();
  });

  test("a supplier asks a question and sees it listed, with others' public answers unnamed", async ({
    page,
  }) => {
    await openTender(page, 'E2E-EXT-DOC-001');
    await page.getByRole('button', { name: 'Q&A', exact: true }).click();
    const qa = dialogWith(page, 'Is the gondola provided by the building?');
    await expect(qa.getByText('Another supplier')).toBeVisible();
    await expect(qa).not.toContainText('Rival');

    await qa.getByRole('button', { name: 'Add' }).click();
    const field = page.getByLabel('New question');
    await field.focus();
    await field.blur();
    await expect(page.getByText('Please enter your question.')).toBeVisible();
    await field.fill('Can we work on Sundays?');
    await expect(page.getByText('Please enter your question.')).toBeHidden();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your question has been submitted.')).toBeVisible();

    const row = page.getByRole('dialog').getByRole('row').filter({ hasText: 'Can we work on Sundays?' });
    await expect(row).toContainText('Awaiting answer');
    await row.getByRole('button', { name: 'Detail' }).click();
    const detail = dialogWith(page, 'Question Detail');
    await expect(detail).toContainText('Your company');
    await detail.getByRole('button', { name: 'Back to list' }).click();
    await expect(
      page.getByRole('dialog').getByRole('cell', { name: 'Can we work on Sundays?' }),
    ).toBeVisible();
  });

  test('a supplier opens the site inspections', async ({ page }) => {
    await openTender(page, 'E2E-EXT-DOC-001');
    await page.getByRole('button', { name: 'Site Inspection' }).click();
    const site = dialogWith(page, 'Arrangement Details');
    for (const header of ['Building Code', 'Building', 'Contact', 'E-mail', 'Phone', 'Inspection Date']) {
      await expect(site.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(site.getByRole('cell', { name: 'Harbour Tower One' })).toBeVisible();
    await expect(
      site.getByRole('cell', { name: 'Meet at the loading bay, bring safety shoes' }),
    ).toBeVisible();
    await expect(site.getByRole('cell', { name: 'sam.site@example.test' })).toBeVisible();
  });
});
