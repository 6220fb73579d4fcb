/**
 * The drawer reports like a real till (issue #28): the front desk opens the drawer with a float
 * counted by denomination, reads the mid-shift X report (read-only, with the opening count),
 * closes on an exact count, and finds the Z report in Finance's drawer history, with the count
 * by denomination and a $0.00 over/short, ready to print. The drawer is opened again with $200.
 *
 * Whatever the demo left in the drawer is first closed on an exact count, so the test passes at
 * any hour and on a rerun against the same server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { clearToasts, drawerPanel, ensureDrawerOpen, signIn, test } from './support';

/** US bills and coins, cents, largest first (DRAWER_DENOMINATIONS). */
const DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1];
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const label = (c: number) => (c >= 100 ? `$${c / 100}` : `${c}¢`);
const countField = (scope: Locator, c: number) =>
  scope.getByRole('textbox', { name: `Count of ${label(c)}`, exact: true });
/** The value beside a row's label in a printable report. */
const row = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).locator('xpath=following-sibling::*[1]');

async function fillCounts(scope: Locator, counts: Record<number, number>) {
  for (const [d, n] of Object.entries(counts)) await countField(scope, Number(d)).fill(String(n));
}

/** Closes an open drawer on a count of exactly the expected cash. */
async function closeOnExactCount(page: Page) {
  const panel = drawerPanel(page);
  const state = panel.getByText(/^(Closed|Open · .+ expected)$/);
  await expect(state).toBeVisible();
  if ((await state.textContent()) === 'Closed') return;
  await panel.getByRole('button', { name: 'Close drawer' }).click();
  const closing = page.getByRole('dialog', { name: 'Close drawer' });
  let left = cents((await closing.getByText(/^Expected: /).textContent())!);
  for (const d of DENOMINATIONS) {
    const n = Math.floor(left / d);
    left -= n * d;
    if (n > 0) await countField(closing, d).fill(String(n));
  }
  await expect(closing.getByTestId('drawer-difference')).toHaveText('Difference: $0.00');
  await closing.getByRole('button', { name: 'Close drawer' }).click();
  await expect(closing).toBeHidden();
  await clearToasts(page);
  await panel.getByRole('button', { name: 'Dismiss the Z report' }).click();
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('opens on a float counted by denomination, reads the X report, and finds the Z report in Finance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'frontdesk@luxe.example', '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await closeOnExactCount(page);
  const panel = drawerPanel(page);

  // $100 + 3 × $20 + 4 × $5 + 10 × $1 + 8 quarters + 5 dimes = $192.50
  const opening = panel.getByRole('group', { name: 'Opening float' });
  await fillCounts(opening, { 10000: 1, 2000: 3, 500: 4, 100: 10, 25: 8, 10: 5 });
  await expect(opening.getByTestId('drawer-float')).toHaveText('Opening float: $192.50');
  await opening.getByRole('button', { name: 'Open drawer' }).click();
  await expect(panel.getByText('Open · $192.50 expected')).toBeVisible();
  // The toast of the opening sits over the panel's top right, where the X report button is.
  await clearToasts(page);

  // The X report: a read-only snapshot of the open drawer, with the float's count.
  await panel.getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('dialog', { name: 'X report' });
  await expect(x.getByText(/^Mid-shift · as of /)).toBeVisible();
  const xCash = x.getByRole('group', { name: 'Cash' });
  await expect(row(xCash, 'Opening float')).toHaveText('$192.50');
  await expect(row(xCash, 'Expected in drawer')).toHaveText('$192.50');
  await expect(xCash.getByText('Counted', { exact: true })).toHaveCount(0);
  await expect(x.getByRole('row', { name: '$20 3 · $60.00' })).toBeVisible();
  await expect(x.getByRole('button', { name: 'Print X report' })).toBeVisible();
  await x.getByRole('button', { name: 'Close' }).click();
  await expect(x).toBeHidden();
  await expect(panel.getByText('Open · $192.50 expected')).toBeVisible();

  // Closed on a count of the same $192.50 in other bills: $100 + 4 × $20 + 2 × $5 + 2 × $1 + 2 quarters.
  await panel.getByRole('button', { name: 'Close drawer' }).click();
  const closing = page.getByRole('dialog', { name: 'Close drawer' });
  await fillCounts(closing, { 10000: 1, 2000: 4, 500: 2, 100: 2, 25: 2 });
  await expect(closing.getByTestId('drawer-difference')).toHaveText('Difference: $0.00');
  await closing.getByRole('button', { name: 'Close drawer' }).click();
  await expect(closing).toBeHidden();
  await expect(panel.getByRole('group', { name: 'Z report' })).toBeVisible();

  // Finance keeps it with the drawer history, newest first, printable.
  await page.goto('/finance');
  const history = page.getByRole('table', { name: 'Cash drawer history' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('$192.50');
  await expect(newest.getByRole('cell').nth(5)).toHaveText('$0.00');
  await newest.getByRole('button', { name: /^Z report of / }).click();
  const z = page.getByRole('dialog', { name: 'Z report' });
  const zCash = z.getByRole('group', { name: 'Cash' });
  await expect(row(zCash, 'Opening float')).toHaveText('$192.50');
  await expect(row(zCash, 'Counted')).toHaveText('$192.50');
  await expect(row(zCash, 'Over/short')).toHaveText('$0.00');
  await expect(z.getByRole('row', { name: '$20 3 · $60.00 4 · $80.00' })).toBeVisible();
  await expect(z.getByRole('row', { name: '10¢ 5 · $0.50 —' })).toBeVisible();
  await expect(z.getByRole('button', { name: 'Print Z report' })).toBeVisible();
  await z.getByRole('button', { name: 'Close' }).click();

  // Open again for whoever comes next.
  await page.goto('/register');
  await ensureDrawerOpen(page);
});
