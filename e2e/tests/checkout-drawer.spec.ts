/**
 * The cash drawer (issue #13, spec operations.md §3 "Register state"): a walk-in's cash sale
 * raises the X report's expected cash by exactly the cash it paid (the change goes back out), a
 * pay-out lowers it, and a count of exactly the expected cash by denomination closes the drawer
 * with a $0.00 difference and a Z report whose count equals the expected cash. The drawer is
 * opened again with a $200 float, so other tests still find it open. The register also works at
 * phone size: totals and the Charge button are on screen, nothing is cut off sideways.
 *
 * Figures are read from the screen before each step, never from the demo's data, so the test
 * passes at any hour (the demo closes today's drawer a few hours after the last sale) and on a
 * rerun against the same server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { clearToasts, drawerPanel, ensureDrawerOpen, signIn, test } from './support';

interface Product {
  name: string;
  price: number;
  quantity: number;
  productType: string;
}

/** US bills and coins, cents, largest first (DRAWER_DENOMINATIONS). */
const DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1];

/** '$1,234.50' or '-$5.00' → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const usd = (c: number) =>
  (c / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const denominationLabel = (c: number) => (c >= 100 ? `$${c / 100}` : `${c}¢`);

/** The value under a figure's label in an X or Z report. */
const figure = (report: Locator, label: string) =>
  report.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** A retail product of the signed-in person's location with stock to sell. */
async function retailProduct(page: Page): Promise<Product> {
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
    user: { establishment_id: string };
  };
  const res = await page.request.get(
    `/api/admin/inventory/products?establishmentId=${me.user.establishment_id}&pageSize=50`,
  );
  expect(res.ok()).toBe(true);
  const { products } = ((await res.json()) as { data: { products: Product[] } }).data;
  // Not the first one, which the checkout test sells.
  const product = products.filter((p) => p.productType === 'retail' && p.quantity >= 5 && p.price > 0)[1];
  expect(product, 'a retail product in stock').toBeDefined();
  return product!;
}

async function addProduct(page: Page, product: Product) {
  await page.getByRole('textbox', { name: 'Search or scan' }).fill(product.name);
  await page
    .getByRole('button', { name: `Add ${product.name}, ${usd(Math.round(product.price * 100))}` })
    .click();
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a cash sale and a pay-out move the expected cash, and the drawer closes on an exact count', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'frontdesk@luxe.example');
  const product = await retailProduct(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await ensureDrawerOpen(page);
  const panel = drawerPanel(page);
  const xReport = panel.getByRole('group', { name: 'X report' });
  const before = cents((await figure(xReport, 'Expected in drawer').textContent())!);
  const payOutsBefore = cents((await figure(xReport, 'Pay-outs').textContent())!);

  // A walk-in buys a product and pays cash from a larger bill.
  await addProduct(page, product);
  const sale = page.getByRole('region', { name: 'Sale' });
  await expect(sale.getByRole('listitem', { name: product.name })).toBeVisible();
  const total = cents((await sale.getByTestId('total-total').textContent())!);
  const received = Math.ceil(total / 1000) * 1000 + 2000;
  await sale.getByRole('button', { name: 'Add cash' }).click();
  const cash = sale.getByRole('listitem', { name: 'Cash payment 1' });
  // Prefilled with the total (shown without trailing zeros, e.g. '$32.4').
  await expect
    .poll(async () => cents(await cash.getByRole('textbox', { name: 'Amount, Cash payment 1' }).inputValue()))
    .toBe(total);
  await cash.getByRole('textbox', { name: 'Cash received, Cash payment 1' }).fill(String(received / 100));
  await expect(cash.getByText(`Change due: ${usd(received - total)}`)).toBeVisible();
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/register/checkout' && r.request().method() === 'POST',
  );
  await sale.getByRole('button', { name: `Charge ${usd(total)}` }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Payment complete' })).toContainText(
    `${usd(total)} paid. Change due: ${usd(received - total)}.`,
  );

  // The drawer expects exactly the sale's cash more: received less change.
  await expect(figure(xReport, 'Expected in drawer')).toHaveText(usd(before + total));

  // $5 paid out for milk. The drawer's buttons sit under the toasts' corner.
  await clearToasts(page);
  await panel.getByRole('button', { name: 'Pay out' }).click();
  const payOut = page.getByRole('dialog', { name: 'Pay out' });
  await payOut.getByRole('textbox', { name: 'Amount' }).fill('5');
  await payOut.getByRole('textbox', { name: 'Reason' }).fill('Milk for the coffee bar');
  await payOut.getByRole('button', { name: 'Pay out' }).click();
  await expect(payOut).toBeHidden();
  const expected = before + total - 500;
  await expect(figure(xReport, 'Expected in drawer')).toHaveText(usd(expected));
  await expect(figure(xReport, 'Pay-outs')).toHaveText(usd(payOutsBefore + 500));

  // The count by denomination matches the expected cash to the cent.
  await clearToasts(page);
  await panel.getByRole('button', { name: 'Close drawer' }).click();
  const closing = page.getByRole('dialog', { name: 'Close drawer' });
  await expect(closing.getByText(`Expected: ${usd(expected)}`)).toBeVisible();
  let left = expected;
  for (const d of DENOMINATIONS) {
    const count = Math.floor(left / d);
    left -= count * d;
    if (count > 0)
      await closing
        .getByRole('textbox', { name: `Count of ${denominationLabel(d)}`, exact: true })
        .fill(String(count));
  }
  await expect(closing.getByTestId('drawer-counted')).toHaveText(`Counted: ${usd(expected)}`);
  await expect(closing.getByTestId('drawer-difference')).toHaveText('Difference: $0.00');
  await closing.getByRole('button', { name: 'Close drawer' }).click();
  await expect(closing).toBeHidden();

  const zReport = panel.getByRole('group', { name: 'Z report' });
  await expect(figure(zReport, 'Expected in drawer')).toHaveText(usd(expected));
  await expect(figure(zReport, 'Counted')).toHaveText(usd(expected));
  await expect(figure(zReport, 'Difference')).toHaveText('$0.00');
  await expect(panel.getByText('Closed', { exact: true })).toBeVisible();

  // Opened again with a $200 float (two $100 bills) for whoever comes next.
  await panel.getByRole('textbox', { name: 'Count of $100', exact: true }).fill('2');
  await panel.getByRole('button', { name: 'Open drawer' }).click();
  await expect(panel.getByText('Open · $200.00 expected')).toBeVisible();
  await expect(figure(panel.getByRole('group', { name: 'X report' }), 'Expected in drawer')).toHaveText(
    '$200.00',
  );
});

test('the register fits a phone: totals and the Charge button are on screen', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'frontdesk@luxe.example');
  const product = await retailProduct(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await ensureDrawerOpen(page);

  await addProduct(page, product);
  const sale = page.getByRole('region', { name: 'Sale' });
  await sale.getByRole('button', { name: 'Add cash' }).click();
  await expect(sale.getByText('Paid in full.')).toBeVisible();

  const inside = async (target: Locator, what: string) => {
    await target.scrollIntoViewIfNeeded();
    await expect(target, what).toBeInViewport({ ratio: 1 });
    const box = (await target.boundingBox())!;
    expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(390);
  };
  const totals = sale.getByRole('group', { name: 'Totals' });
  await inside(totals.getByTestId('total-total'), 'the total');
  await inside(sale.getByRole('listitem', { name: 'Cash payment 1' }), 'the cash payment');
  const charge = sale.getByRole('button', { name: /^Charge \$/ });
  await inside(charge, 'the Charge button');
  await expect(charge).toBeEnabled();
  await inside(drawerPanel(page).getByRole('button', { name: 'Close drawer' }), 'the drawer actions');

  // Nothing runs off the side of the page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in pixels').toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/register-phone.png', fullPage: true });
});
