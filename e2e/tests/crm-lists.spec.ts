/**
 * Issue #10 "Client screens": the client list sorts by a column from its header (the order is
 * in the address and survives a reload), the admin's All Clients spans every location even with
 * one location selected, and a client's history pages past its first page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseLocation, signIn, test } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Clients' });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const rows = (page: Page) => table(page).locator('tbody tr');

/** The text of column `index` (0-based) in every row shown. */
async function column(page: Page, index: number): Promise<string[]> {
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    index,
  );
}

/** The index of the column headed `name`. */
async function columnIndex(page: Page, name: string): Promise<number> {
  const names = await table(page).locator('thead th').allInnerTexts();
  const index = names.findIndex((n) => n.trim() === name);
  if (index < 0) throw new Error(`no column ${name} in ${names.join(', ')}`);
  return index;
}

const count = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the owner sorts clients by a column from its header, and the order survives a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@luxe.example', '/crm');
  await expect(rows(page)).toHaveCount(50);
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  const byName = await column(page, 0);

  const visitsAt = await columnIndex(page, 'Visits');
  await table(page).getByRole('button', { name: 'Visits' }).click();
  await expect(header(page, 'Visits')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=visitCount&order=desc/);
  await expect.poll(() => column(page, 0)).not.toEqual(byName);
  const visits = (await column(page, visitsAt)).map(count);
  expect(visits).toEqual([...visits].sort((a, b) => b - a));
  expect(visits[0]).toBeGreaterThan(visits.at(-1)!);
  const mostVisits = await column(page, 0);

  await page.reload();
  await expect(header(page, 'Visits')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Name')).not.toHaveAttribute('aria-sort', /./);
  await expect.poll(() => column(page, 0)).toEqual(mostVisits);

  // From the keyboard: the same header again turns the order around.
  await table(page).getByRole('button', { name: 'Visits' }).focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Visits')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=visitCount&order=asc/);
  await expect
    .poll(async () => (await column(page, visitsAt)).map(count)[0])
    .toBeLessThanOrEqual(visits.at(-1)!);
});

test("the admin's All Clients lists every location's clients, whichever location is selected", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@luxe.example');
  await chooseLocation(page, /Luxe Salon Manhattan/);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'All Clients' })).toBeVisible();
  await expect(rows(page)).toHaveCount(50);

  const locationAt = await columnIndex(page, 'Location');
  await table(page).getByRole('button', { name: 'Location' }).click();
  await expect(header(page, 'Location')).toHaveAttribute('aria-sort', 'ascending');
  const first = (await column(page, locationAt))[0];
  await table(page).getByRole('button', { name: 'Location' }).click();
  await expect(header(page, 'Location')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await column(page, locationAt))[0]).not.toBe(first);
  const last = (await column(page, locationAt))[0];
  expect([first, last].every((place) => place?.startsWith('Luxe Salon'))).toBe(true);
});

test("a client's history moves to page 2 and stays there on reload", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@luxe.example');
  // The client with the most visits has more past appointments than one page holds.
  const res = await page.request.get('/api/admin/crm/clients?sort=visitCount&order=desc&pageSize=1');
  expect(res.ok()).toBe(true);
  const [client] = ((await res.json()) as { data: { id: string; name: string }[] }).data;
  if (!client) throw new Error('the demo data has no clients');

  await page.goto(`/crm/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  const past: Locator = page.getByRole('table', { name: 'Past appointments' });
  await expect(past.locator('tbody tr')).toHaveCount(10);
  const pageOne = (await past.locator('tbody tr').first().textContent()) ?? '';
  await expect(page.getByText(/^1–10 of \d+ appointments$/)).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/historyPage=2/);
  await expect(page.getByText(/^11–\d+ of \d+ appointments$/)).toBeVisible();
  await expect(past.locator('tbody tr').first()).not.toHaveText(pageOne);
  const pageTwo = (await past.locator('tbody tr').first().textContent()) ?? '';

  await page.reload();
  await expect(page.getByText(/^11–\d+ of \d+ appointments$/)).toBeVisible();
  await expect(past.locator('tbody tr').first()).toHaveText(pageTwo);
});
