/**
 * Spec operations.md §2 /inventory and /orders, §7 "Inventory"; issue #12: a manager adds a
 * supplier and a product, orders it, approves the order, receives it in two deliveries and sees
 * the stock and its history follow; the tab is in the address; axe finds nothing serious.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

const tag = Date.now().toString(36);
const supplierName = `Glow Supply ${tag}`;
const productName = `Argan Oil ${tag}`;

const productSearch = (page: Page) =>
  page.getByRole('textbox', { name: 'Search products by name, brand, SKU or barcode' });

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager orders a product from a new supplier and receives it in two deliveries', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@luxe.example', '/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  // The list (or its empty state) has loaded.
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
  expect(await seriousAxeFindings(page), 'products tab').toEqual([]);

  // A supplier.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/inventory\?tab=suppliers$/);
  await page.getByRole('button', { name: 'Add supplier' }).first().click();
  const supplierDialog = page.getByRole('dialog', { name: 'Add supplier' });
  await supplierDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(supplierName);
  await supplierDialog.getByRole('textbox', { name: 'Contact person' }).fill('Dana Moss');
  await supplierDialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`orders.${tag}@glow.example`);
  await supplierDialog.getByRole('textbox', { name: 'Payment terms' }).fill('Net 30');
  await supplierDialog.getByRole('button', { name: 'Add supplier' }).click();
  await expect(supplierDialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search suppliers' }).fill(tag);
  await expect(
    page.getByRole('table', { name: 'Suppliers' }).getByRole('button', { name: supplierName }),
  ).toBeVisible();

  // A product from that supplier, with 2 in stock against a minimum of 5.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  await productDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  await productDialog.getByRole('textbox', { name: 'Brand' }).fill('Glow');
  await productDialog.getByRole('textbox', { name: 'SKU' }).fill(`ARG-${tag}`);
  await productDialog.getByRole('textbox', { name: 'Barcode' }).fill(`0${Date.now()}`);
  await productDialog.getByRole('textbox', { name: 'Price', exact: true }).fill('24.5');
  await productDialog.getByRole('textbox', { name: 'Cost price' }).fill('10');
  await productDialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  await productDialog.getByRole('textbox', { name: 'Minimum stock' }).fill('5');
  await productDialog.getByRole('combobox', { name: 'Supplier', exact: true }).fill(supplierName);
  await page.getByRole('option', { name: supplierName }).click();
  await productDialog.getByRole('button', { name: 'Add product' }).click();
  await expect(productDialog).toBeHidden();

  await productSearch(page).fill(productName);
  await productSearch(page).press('Enter');
  const products = page.getByRole('table', { name: 'Products' });
  const row = products.getByRole('row').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$24.50');
  await expect(row.getByText('Low stock')).toBeVisible();

  // A purchase order for 10 at $8.00.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'New purchase order' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New purchase order' });
  await editor.getByRole('combobox', { name: 'Supplier', exact: true }).fill(supplierName);
  await page.getByRole('option', { name: supplierName }).click();
  await editor.getByRole('combobox', { name: 'Product, line 1' }).fill(productName);
  await page.getByRole('option', { name: new RegExp(productName) }).click();
  await editor.getByRole('textbox', { name: 'Quantity, line 1' }).fill('10');
  await editor.getByRole('textbox', { name: 'Unit cost, line 1' }).fill('8');
  await editor.getByRole('textbox', { name: 'Shipping', exact: true }).fill('5');
  await expect(editor.getByTestId('order-subtotal')).toHaveText('$80.00');
  await expect(editor.getByTestId('order-total')).toHaveText('$85.00');
  await editor.getByRole('button', { name: 'Create order' }).click();

  // The new order opens; approve it, then receive 4 and then the remaining 6.
  const detail = page.getByRole('dialog', { name: 'Purchase order' });
  await expect(detail.getByTestId('order-status')).toHaveText('Pending');
  await expect(detail.getByText('Total: $85.00')).toBeVisible();
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(detail.getByTestId('order-status')).toHaveText('Approved');

  await detail.getByRole('button', { name: 'Receive' }).click();
  let receive = page.getByRole('dialog', { name: /^Receive PO-/ });
  const receiveNow = receive.getByRole('textbox', { name: `Receive now, ${productName}` });
  await expect(receiveNow).toHaveValue('10');
  await receiveNow.fill('4');
  await receive.getByRole('button', { name: 'Receive stock' }).click();
  await expect(receive).toBeHidden();
  await expect(detail.getByTestId('order-status')).toHaveText('Partially received');

  await detail.getByRole('button', { name: 'Receive' }).click();
  receive = page.getByRole('dialog', { name: /^Receive PO-/ });
  await expect(receive.getByRole('textbox', { name: `Receive now, ${productName}` })).toHaveValue('6');
  await receive.getByRole('button', { name: 'Receive stock' }).click();
  await expect(receive).toBeHidden();
  await expect(detail.getByTestId('order-status')).toHaveText('Received');
  const orderNumber = (await detail.getByRole('heading', { name: /^PO-/ }).textContent()) ?? '';
  expect(orderNumber).toMatch(/^PO-/);
  await detail.getByRole('button', { name: 'Close' }).click();

  // The product now has 2 + 4 + 6 = 12, no longer low, and its history shows both receipts.
  await page.getByRole('tab', { name: 'Products' }).click();
  await productSearch(page).fill(productName);
  await productSearch(page).press('Enter');
  const after = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: productName });
  await expect(after).toContainText('12');
  await expect(after.getByText('In stock')).toBeVisible();
  await after.getByRole('button', { name: productName }).click();
  const productDetail = page.getByRole('dialog', { name: 'Product details' });
  await expect(productDetail.getByTestId('on-hand')).toHaveText('12 unit');
  const history = productDetail.getByRole('table', { name: 'Stock history' });
  await expect(history.locator('tbody tr')).toHaveCount(3);
  await expect(history.locator('tbody tr').nth(0)).toContainText('Receipt');
  await expect(history.locator('tbody tr').nth(0)).toContainText('+6');
  await expect(history.locator('tbody tr').nth(0)).toContainText(orderNumber);
  await expect(history.locator('tbody tr').nth(1)).toContainText('+4');
  await expect(history.locator('tbody tr').nth(2)).toContainText('+2');

  // A manual adjustment: one damaged.
  await productDetail.getByRole('textbox', { name: 'Change', exact: true }).fill('-1');
  await productDetail.getByRole('combobox', { name: 'Reason', exact: true }).click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  await productDetail.getByRole('button', { name: 'Post adjustment' }).click();
  await expect(productDetail.getByTestId('on-hand')).toHaveText('11 unit');
  await expect(history.locator('tbody tr')).toHaveCount(4);
  await expect(history.locator('tbody tr').nth(0)).toContainText('−1');
});

test('the suppliers tab opens from the address', async ({ page }) => {
  await signIn(page, 'manager@luxe.example', '/inventory?tab=suppliers');
  await expect(page.getByRole('tab', { name: 'Suppliers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'false');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
