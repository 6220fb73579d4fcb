/**
 * Internal requests (issue #15, spec operations.md §4 "Request"): an employee raises a request
 * on /requests, a manager assigns it to the front desk (it becomes In progress), the front desk
 * resolves it with a response, and the employee sees it resolved with that response. The title
 * carries the time, so reruns against the same server find their own request. Also at 390×844,
 * and axe finds nothing serious.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, signOut, test } from './support';

const TITLE = `Out of foils ${Date.now()}`;
const RESPONSE = 'Two boxes are on the shelf in the back room.';

const row = (page: Page) =>
  page.getByRole('list', { name: 'Requests' }).getByRole('button', { name: new RegExp(TITLE) });
const drawer = (page: Page) => page.getByRole('dialog', { name: TITLE });

/**
 * An action's toast. It comes with the server's answer, which can land after the live update has
 * already redrawn the page: each action waits for its toast, so that `leave` does not find no
 * toast yet and then click Sign out just as one covers it.
 */
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Closes the drawer and waits out the toasts, which sit over the top bar's Sign out. */
async function leave(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await signOut(page);
}

async function openRequests(page: Page, email: string): Promise<void> {
  await signIn(page, email, '/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
}

test('an employee raises a request, a manager assigns it, the assignee resolves it', async ({ page }) => {
  // Three people sign in in turn: 29 s in one full run and over the default 30 s in the next.
  test.setTimeout(90_000);
  await openRequests(page, 'employee@luxe.example');
  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('dialog', { name: 'New request' });
  await form.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Description').fill('The color bar ran out this morning.');
  await form.getByRole('button', { name: 'Create request' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Request created.')).toBeVisible();
  await expect(row(page)).toContainText('Open');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await leave(page);

  await openRequests(page, 'manager@luxe.example');
  await row(page).click();
  await drawer(page).getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: 'Fiona Walsh' }).click();
  await expect(toast(page, 'Request assigned.')).toBeVisible();
  await expect(drawer(page).getByText('In progress', { exact: true })).toBeVisible();
  await expect(row(page)).toContainText('assigned to Fiona Walsh');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await leave(page);

  await openRequests(page, 'frontdesk@luxe.example');
  await row(page).click();
  await drawer(page).getByLabel('Response').fill(RESPONSE);
  await drawer(page).getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(page, 'Request resolved.')).toBeVisible();
  // The status badge joins the label of the 'Resolved' stamp.
  await expect(drawer(page).getByText('Resolved', { exact: true })).toHaveCount(2);
  await leave(page);

  await openRequests(page, 'employee@luxe.example');
  await expect(row(page)).toContainText('Resolved');
  await row(page).click();
  await expect(drawer(page).getByTestId('request-response')).toHaveText(RESPONSE);
});

test('the list reads well on a phone and axe finds nothing serious', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRequests(page, 'manager@luxe.example');
  await expect(page.getByRole('list', { name: 'Requests' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('requests-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'New request' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('requests-390.png'), fullPage: true });
  await page.getByRole('list', { name: 'Requests' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('requests-drawer-390.png') });
  expect(await seriousAxeFindings(page)).toEqual([]);
});
