/**
 * Issue #12 product CSV: a manager imports a three-row file (two good rows, one with a bad
 * price) skipping the row with errors, sees "Imported 2 products" and the products in the list,
 * then exports the list and finds them in the downloaded file.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

const tag = Date.now().toString(36);
const good = [`Csv Shine Serum ${tag}`, `Csv Bond Mask ${tag}`];
const bad = `Csv Broken Price ${tag}`;

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager imports products from CSV, skipping a bad row, and exports them', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@luxe.example', '/inventory');
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  const csv = [
    'Name,Brand,SKU,Price,Quantity,Type',
    `${good[0]},Luxe,SER-${tag},32.00,6,retail`,
    `${good[1]},Luxe,MSK-${tag},18.5,0,both`,
    `${bad},Luxe,BRK-${tag},twelve,3,retail`,
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  // The preview scrolls in a box the keyboard can reach: its rows have nothing to tab to.
  await expect(dialog.getByRole('region', { name: 'Import preview, scrollable' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  const badRow = preview.getByRole('row').filter({ hasText: bad });
  await expect(badRow).toContainText('Error');
  await expect(badRow).toContainText('Price must be zero or more');
  await expect(preview.getByRole('row').filter({ hasText: good[0] })).toContainText('Ready');
  expect(await seriousAxeFindings(page), 'import dialog').toEqual([]);

  const importButton = dialog.getByRole('button', { name: 'Import 2 products' });
  await expect(importButton).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Skip rows with errors' }).check();
  await importButton.click();
  await expect(page.getByText('Imported 2 products')).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('textbox', { name: 'Search products by name, brand, SKU or barcode' });
  await search.fill(tag);
  await expect(search).toHaveValue(tag);
  const list = page.getByRole('table', { name: 'Products' });
  for (const name of good) await expect(list.getByRole('button', { name })).toBeVisible();
  await expect(list.getByRole('button', { name: bad })).toHaveCount(0);

  // The export downloads the filtered list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await saved.path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('Name,Brand,Category,SKU,Barcode,Price');
  for (const name of good) expect(text).toContain(name);
  expect(text).toContain(`SER-${tag}`);
  expect(text).not.toContain(bad);
});
