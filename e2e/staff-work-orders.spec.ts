import { expect, type Page, test } from '@playwright/test';
import { closeConfirm, loginAs } from './support/login';

// Accounts, the hard-copy tender and the work orders come from e2e/fixtures/staff-work-orders.json.
const STAFF = 'e2e.swo.staff';
const SUPPLIER = 'e2e.swo.supplier';
const PASSWORD = 'E2e#Pass2026';
const RFQNUM = 'E2E-SWO-HC-001';

async function staffSearch(page: Page, supplierCode: string, rfqnum: string): Promise<void> {
  await page.getByLabel('Supplier Code').fill(supplierCode);
  await page.getByLabel('Tender No.').fill(rfqnum);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('staff hard-copy input', () => {
  test('staff find a hard-copy tender, input the paper prices and submit', async ({ page }) => {
    await loginAs(page, STAFF, PASSWORD);
    await expect(page).toHaveURL(/\/tenders$/);

    // Both fields are required.
    await staffSearch(page, '', '');
    await expect(
      page.getByText(
        'Please confirm whether the required items of the following search items have been filled in: Supplier Code, Tender No.',
      ),
    ).toBeVisible();

    await staffSearch(page, 'E2ESWO1', 'NO-SUCH-RFQ');
    await expect(page.getByText('Have no such tender')).toBeVisible();

    await staffSearch(page, '  e2eswo1  ', ` ${RFQNUM} `);
    // The search's result comes first; the list of hard-copy tenders waiting for input below has it too.
    await expect(page.getByTestId('hard-copy-waiting').getByRole('link', { name: RFQNUM })).toBeVisible();
    await page.getByRole('link', { name: RFQNUM, exact: true }).first().click();
    await expect(page).toHaveURL(
      /\/tenderdetail\/E2E-SWO-HC-001-S1\/E2ESWO1\/WTQUOTE\/E2ESWOSITE\/E2E-SWO-HC-001$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: `Tender ${RFQNUM}` })).toBeVisible();

    // The same line checks as a supplier's save: line 2 needs a price, line 3 a total.
    const submit = page.locator('.tp-detail-header').getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    const alert = page.getByRole('dialog').filter({ hasText: 'Please check the items' });
    await expect(alert).toContainText('2, 3');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();

    await page.getByLabel('Unit price of line 2', { exact: true }).fill('12.5');
    await expect(page.getByTestId('line-total-2')).toHaveText('500.00');
    await page.getByLabel('Total line amount of line 3', { exact: true }).fill('1,000');
    await page.getByLabel('Notes of line 3', { exact: true }).fill('Two-storey scaffold');
    await expect(page.getByTestId('line-total-4')).toHaveText('1,500.00');

    await submit.click();
    await closeConfirm(page, 'The final tender cost cannot be changed once submitted');
    await expect(page.getByText('The hard-copy quotation has been input successfully!')).toBeVisible();
    await expect(page).toHaveURL(
      /\/E2E-SWO-HC-001-S1\/E2ESWO1\/SUBMITED\/E2ESWOSITE\/E2E-SWO-HC-001(\?line=\d+)?$/,
    );

    // Inputted: read-only with the stored prices, and no Submit any more.
    await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Submitted');
    await expect(submit).toHaveCount(0);
    // Read-only: the stored price reads as text, not as a disabled input (issue 18, item 15).
    await expect(page.getByTestId('line-unitprice-2')).toHaveText('12.50');
    await expect(page.getByLabel('Unit price of line 2', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('line-total-4')).toHaveText('1,500.00');

    // Staff are kept to the tender pages.
    await page.goto('/workorder-list');
    await expect(page).toHaveURL(/\/tenders$/);
  });

  test('staff record the paper decline of a hard-copy tender, with a reason', async ({ page }) => {
    await loginAs(page, STAFF, PASSWORD);
    await staffSearch(page, 'E2ESWO1', 'E2E-SWO-HC-002');
    // The search's result first (the waiting list below may list the tender too).
    await page.getByRole('link', { name: 'E2E-SWO-HC-002', exact: true }).first().click();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: 'Decline hard-copy tender' });
    await expect(dialog).toContainText('cannot be declined online');
    const confirm = dialog.getByRole('button', { name: 'Record decline' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Reason given by the supplier').fill('   ');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Reason given by the supplier').fill('Letter of 3 March: fully booked');
    await confirm.click();

    await expect(page.getByText('Tender declined successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/E2E-SWO-HC-002-S1\/E2ESWO1\/DECLINED\/E2ESWOSITE\/E2E-SWO-HC-002$/);
    await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Declined');
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
  });
});

test.describe('work orders', () => {
  test('a supplier searches, uploads and deletes a document and submits the workflow', async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await expect(page).toHaveURL(/\/homepage$/);
    await page.getByRole('link', { name: /Work Orders/ }).click();
    await expect(page).toHaveURL(/\/workorder-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();

    const rows = page.locator('.ant-table-tbody tr.tp-wo-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('columnheader', { name: 'Person in Charge' })).toBeVisible();
    // One page only: no pagination.
    await expect(page.locator('.ant-pagination')).toHaveCount(0);

    await page.getByLabel('Search work orders').fill('  chiller  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=chiller/);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText('E2E-WO-7001');
    await expect(row).toContainText('E2E Tower B plant room');
    await expect(row).toContainText('In Progress');
    await expect(row).toContainText('Peter Yip');
    await expect(row.locator('td').nth(5)).toHaveText(/^2026-03-0[56] \d{2}:\d{2}:\d{2} HKT$/);

    await row.getByRole('button', { name: 'E2E-WO-7001' }).click();
    await expect(page).toHaveURL(/wo=E2E-WO-7001/);
    const drawer = page.getByRole('dialog').filter({ hasText: 'Work Order E2E-WO-7001' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Chiller pump 1')).toBeVisible();
    await expect(drawer.getByText('GRACE.LAM')).toBeVisible();
    await expect(drawer.getByText('No documents')).toBeVisible();

    await drawer.locator('#tp-wo-upload-description').fill('Vibration report');
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'e2e-vibration-report.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Pump 1 vibration within limits.\n'),
    });
    await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload successful!')).toBeVisible();
    const link = drawer.getByRole('link', { name: 'e2e-vibration-report.txt' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /\/samex\/rest\/file\/\d+\?s=/);

    await drawer.getByRole('button', { name: 'Delete e2e-vibration-report.txt' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Delete file succeeded!')).toBeVisible();
    await expect(drawer.getByText('No documents')).toBeVisible();

    await drawer.getByRole('button', { name: 'Report Work Done' }).click();
    await closeConfirm(page, 'Report the work as done');
    await expect(page.getByText('Successfully submitted workflow!')).toBeVisible();
    // The workflow went back to the buyer: completed and read-only now.
    await expect(drawer.getByText('Completed')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Report Work Done' })).toHaveCount(0);
    await expect(drawer.locator('#tp-wo-upload-description')).toHaveCount(0);
    await expect(
      drawer.getByText('Only the workflow owner can add or delete documents and report the work done.'),
    ).toBeVisible();
  });

  test('a work order the supplier does not own the workflow of is read-only', async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await page.goto('/workorder-list?wo=E2E-WO-7002');
    const drawer = page.getByRole('dialog').filter({ hasText: 'Work Order E2E-WO-7002' });
    await expect(drawer.getByText('E2E lobby door closer replacement')).toBeVisible();
    await expect(drawer.getByText('Waiting on Approval')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Report Work Done' })).toHaveCount(0);
    await expect(drawer.locator('input[type="file"]')).toHaveCount(0);
  });
});
