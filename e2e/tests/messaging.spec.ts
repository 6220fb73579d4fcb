/**
 * Issue #11 messaging: two people of Luxe in two browsers chat in the seeded
 * #manhattan-front-desk channel. The manager sees the front desk typing; a message sent while
 * the manager is in another channel raises that channel's unread badge and the sidebar's
 * Messaging badge, live; opening the channel reads it; an @mention picked from the composer's
 * list reaches the manager's bell. /messaging has no serious axe finding, light or dark.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { mainNav, seriousAxeFindings, signIn, test } from './support';

const FRONT_DESK = 'manhattan-front-desk';

async function person(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, '/messaging');
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  return page;
}

const channelLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Channels' }).getByRole('button', { name: new RegExp(name) });

async function openChannel(page: Page, name: string): Promise<void> {
  await channelLink(page, name).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
}

test('two people chat live: typing, unread badges, and an @mention in the bell', async ({ browser }) => {
  test.setTimeout(90_000);
  const desk = await person(browser, 'frontdesk@luxe.example');
  const manager = await person(browser, 'manager@luxe.example');
  await openChannel(desk, FRONT_DESK);
  await openChannel(manager, FRONT_DESK);

  const composer = desk.getByRole('textbox', { name: `Message #${FRONT_DESK}` });
  await composer.fill('Checking the book');
  await expect(manager.getByText('Fiona is typing…')).toBeVisible();

  // The manager moves to another channel; the desk's next message is unread for them.
  await openChannel(manager, 'all-staff');
  await expect(manager.getByText('Fiona is typing…')).toBeHidden();
  const text = `Walk-in at the desk ${Date.now()}`;
  await composer.fill(text);
  await composer.press('Enter');
  await expect(desk.getByRole('log').getByText(text)).toBeVisible();
  await expect(channelLink(manager, FRONT_DESK).getByLabel(/unread/)).toBeVisible();
  await expect(mainNav(manager).getByRole('link', { name: /Messaging/ })).toContainText(/\d/);

  await openChannel(manager, FRONT_DESK);
  await expect(manager.getByRole('log').getByText(text)).toBeVisible();
  await expect(channelLink(manager, FRONT_DESK).getByLabel(/unread/)).toBeHidden();

  // An @mention picked from the list, then Enter sends.
  await openChannel(manager, 'all-staff');
  await composer.fill('Can you call back, @Mar');
  await desk.getByRole('option', { name: 'Marcus Reyes' }).click();
  await expect(composer).toHaveValue('Can you call back, @Marcus Reyes ');
  await composer.press('End');
  await composer.pressSequentially('please?');
  await composer.press('Enter');
  const bell = manager.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(manager.getByText(/Fiona Walsh mentioned you in #manhattan-front-desk/).first()).toBeVisible();

  await desk.context().close();
  await manager.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: /messaging in the ${scheme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'frontdesk@luxe.example', '/messaging');
    await openChannel(page, FRONT_DESK);
    await expect(page.getByRole('log').getByText(/card reader/)).toBeVisible();
    expect(await seriousAxeFindings(page), 'channel').toEqual([]);
    await page.getByRole('button', { name: 'New channel' }).click();
    await expect(page.getByRole('dialog', { name: 'New channel' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await seriousAxeFindings(page), 'new channel dialog').toEqual([]);
  });
}
