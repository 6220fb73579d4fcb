/**
 * The sales report (issue #31, `/reports?type=sales`): the owner opens Reports → Sales Reports
 * from the menu over every location (with a table by location), opens the transactions behind
 * yesterday's figure (every location's, each row on that day), switches to one location and to
 * months, reads the figures with their change, downloads the CSV and finds its tables in it;
 * axe finds nothing serious. On a phone the cards wrap and only the tables scroll sideways.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { chooseLocation, mainNav, seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const figures = (page: Page) => page.getByRole('list', { name: 'Sales figures' });

async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading the sales report' })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(figures(page)).toBeVisible();
}

test('the owner reads the sales report of a location by month and downloads it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@luxe.example');
  await chooseLocation(page, /All Establishments/);

  const nav = mainNav(page);
  const reports = nav.getByRole('button', { name: 'Reports' });
  if ((await reports.getAttribute('aria-expanded')) !== 'true') await reports.click();
  await nav.getByRole('link', { name: 'Sales Reports' }).click();
  await expect(page).toHaveURL(/\/reports\?type=sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Report' })).toBeVisible();
  await expect(page.getByText('Reports of all locations.')).toBeVisible();
  await loaded(page);
  await expect(page.getByRole('table', { name: 'Sales by location' })).toBeVisible();

  // The rows behind an all-locations figure, one click away: yesterday's transactions of every
  // location (the last link is today's, which may not have begun everywhere).
  const days = page.getByRole('table', { name: 'Sales by day' }).getByRole('link');
  const yesterday = days.nth((await days.count()) - 2);
  await expect(yesterday).toHaveAttribute(
    'href',
    /^\/transactions\?from=(\d{4}-\d{2}-\d{2})&to=\1&establishmentId=ALL_ESTABLISHMENTS$/,
  );
  const day = ((await yesterday.textContent()) ?? '').replace(/: transactions$/, '');
  await yesterday.click();
  await expect(page).toHaveURL(/\/transactions\?from=(\d{4}-\d{2}-\d{2})&to=\1$/);
  await expect(page.getByText('Sales, refunds and receipts of all locations.')).toBeVisible();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('columnheader', { name: 'Location' })).toBeVisible({ timeout: 20_000 });
  await expect(transactions.locator('tbody tr').first()).toBeVisible();
  const dates = await transactions.locator('tbody tr td:nth-child(2)').allTextContents();
  for (const date of dates) expect(date.startsWith(`${day},`), date).toBe(true);
  const places = new Set(await transactions.locator('tbody tr td:nth-child(3)').allTextContents());
  expect(places.size, [...places].join(', ')).toBeGreaterThan(1);
  for (const place of places) expect(place).toMatch(/^Luxe Salon /);
  await page.goBack();
  await loaded(page);

  await chooseLocation(page, /Luxe Salon Manhattan/);
  await expect(page.getByText('Reports of Luxe Salon Manhattan.')).toBeVisible();
  await loaded(page);
  await expect(page.getByRole('table', { name: 'Sales by location' })).toHaveCount(0);

  await page.getByRole('radiogroup', { name: 'Interval' }).getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/interval=month/);
  await expect(page.getByRole('table', { name: 'Sales by month' })).toBeVisible({ timeout: 20_000 });
  await loaded(page);

  const card = (name: string) => figures(page).getByRole('listitem', { name, exact: true });
  for (const name of ['Net sales', 'Gross sales', 'Tips', 'Average ticket', 'Collected'])
    await expect(card(name)).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(card('Tickets')).toContainText(/\d/);
  // The demo sells every day: the last 30 days compare with the 30 before.
  await expect(card('Net sales')).toContainText(/[+−]\d+\.\d%|0\.0%/);
  await card('Net sales').getByRole('button', { name: 'What Net sales means' }).click();
  await expect(page.getByText(/Service and retail sales in the period, after discounts/)).toBeVisible();
  await page.keyboard.press('Escape');

  const monthly = page.getByRole('table', { name: 'Sales by month' });
  await expect(monthly.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/transactions\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&establishmentId=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('img', { name: /Bar chart of services and retail sales/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by category' }).getByRole('row').nth(1)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sales by staff member' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sales by payment type' }).getByRole('row').nth(1),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(
    /^sales-report-luxe-salon-manhattan-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await saved.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Period,Gross sales,Discounts,Refunds,Net sales,Tax,Tips,Tickets');
  expect(lines[1]).toMatch(/^"?[A-Z][a-z]+ .*\d{4}"?,-?\d+\.\d{2},/);
  expect(lines.filter((l) => l.startsWith('Total,'))).toHaveLength(1);
  for (const title of ['Sales by category', 'Sales by staff member', 'Sales by payment type'])
    expect(lines).toContain(title);

  // The same tables as a PDF, named like the CSV (its library loads on this first click).
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(
    /^sales-report-luxe-salon-manhattan-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

  expect(await seriousAxeFindings(page), 'sales report').toEqual([]);

  // A reload shows the same report.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Sales by month' })).toBeVisible({ timeout: 20_000 });
});

test('on a phone in the dark theme the cards wrap and the page does not scroll sideways', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@luxe.example', '/reports?type=sales');
  await loaded(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('table', { name: 'Sales by day' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'sales report on a phone, dark').toEqual([]);
});
