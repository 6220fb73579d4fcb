/**
 * Issue #12: a manager counts stock (a cycle count posts the difference as a 'count' movement),
 * and sees the backbar products a service consumes in the service editor.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

const tag = Date.now().toString(36);
const productName = `Count Serum ${tag}`;

const productSearch = (page: Page) =>
  page.getByRole('textbox', { name: 'Search products by name, brand, SKU or barcode' });

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager counts a product and sees the difference in its history', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'manager@luxe.example', '/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);

  // The count dialog lists the location's products; axe finds nothing serious (checked before
  // any toast is on screen).
  await page.getByRole('button', { name: 'Count stock' }).click();
  const count = page.getByRole('dialog', { name: 'Count stock' });
  await expect(count.getByRole('table', { name: 'Products to count' })).toBeVisible();
  expect(await seriousAxeFindings(page), 'count dialog').toEqual([]);
  await count.getByRole('button', { name: 'Cancel' }).click();
  await expect(count).toBeHidden();

  // A product with 5 in stock.
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  await productDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  await productDialog.getByRole('textbox', { name: 'SKU' }).fill(`CNT-${tag}`);
  await productDialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('5');
  // Everything typed is still there when it is sent: the count dialog that just closed and the
  // list under the dialog must not take the focus or start the form afresh.
  await expect(productDialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(productName);
  await expect(productDialog.getByRole('textbox', { name: 'SKU' })).toHaveValue(`CNT-${tag}`);
  await expect(productDialog.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('5');
  await productDialog.getByRole('button', { name: 'Add product' }).click();
  await expect(productDialog).toBeHidden();

  // Count it as 3.
  await page.getByRole('button', { name: 'Count stock' }).click();
  await count.getByRole('textbox', { name: 'Search' }).fill(productName);
  const row = count.getByRole('row').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('5');
  await row.getByRole('textbox', { name: `Counted, ${productName}` }).fill('3');
  await expect(row).toContainText('−2');
  await expect(count.getByTestId('counted-summary')).toHaveText('1 product counted');
  await count.getByRole('button', { name: 'Record count' }).click();
  await expect(count).toBeHidden();
  await expect(page.getByText('1 product was adjusted.')).toBeVisible();

  // On hand is 3 and the history starts with the count.
  await productSearch(page).fill(productName);
  await productSearch(page).press('Enter');
  await expect(productSearch(page)).toHaveValue(productName);
  const listed = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: productName });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: productName }).click();
  const detail = page.getByRole('dialog', { name: 'Product details' });
  await expect(detail.getByTestId('on-hand')).toHaveText('3 unit');
  const history = detail.getByRole('table', { name: 'Stock history' });
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').nth(0)).toContainText('Count');
  await expect(history.locator('tbody tr').nth(0)).toContainText('−2');
  await detail.getByRole('button', { name: 'Close' }).click();

  // The products a colour service uses, in its editor.
  await page.goto('/services');
  await page.getByRole('button', { name: 'Edit Single-Process Colour' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Single-Process Colour' });
  const used = editor.getByRole('table', { name: 'Products used' });
  await expect(used).toContainText('Wella Koleston Perfect 7/0');
  await expect(used).toContainText('Welloxon Perfect 6% 1 L');
  await expect(used).toContainText('Nitrile gloves');
  await expect(used.locator('tbody tr')).toHaveCount(3);
  await expect(editor.getByText('Completing an appointment of this service deducts')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save products used' })).toBeDisabled();
});

test('an owner transfers stock to another location', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Transfer Mask ${tag}`;
  await signIn(page, 'owner@luxe.example', '/inventory');
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  const location = productDialog.getByRole('combobox', { name: 'Location', exact: true });
  if (await location.isVisible()) {
    await location.click();
    await page.getByRole('option', { name: 'Luxe Salon Manhattan' }).click();
  }
  await productDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await productDialog.getByRole('textbox', { name: 'SKU' }).fill(`TRF-${tag}`);
  await productDialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('4');
  await productDialog.getByRole('button', { name: 'Add product' }).click();
  await expect(productDialog).toBeHidden();

  await productSearch(page).fill(name);
  await productSearch(page).press('Enter');
  await page.getByRole('table', { name: 'Products' }).getByRole('button', { name }).click();
  const detail = page.getByRole('dialog', { name: 'Product details' });
  await expect(detail.getByTestId('on-hand')).toHaveText('4 unit');

  const transfer = detail.getByRole('form', { name: 'Transfer stock' });
  await transfer.getByRole('combobox', { name: 'To location' }).click();
  const option = page.getByRole('option').first();
  const destination = (await option.textContent())?.trim() ?? '';
  await option.click();
  // More than on hand is refused before sending.
  await transfer.getByRole('textbox', { name: 'Quantity to move' }).fill('6');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText('Only 4 unit on hand.')).toBeVisible();
  await transfer.getByRole('textbox', { name: 'Quantity to move' }).fill('3');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText(`Moved 3 to ${destination}`)).toBeVisible();
  await expect(detail.getByTestId('on-hand')).toHaveText('1 unit');
  const history = detail.getByRole('table', { name: 'Stock history' });
  await expect(history.locator('tbody tr').nth(0)).toContainText('Transfer out');
});
