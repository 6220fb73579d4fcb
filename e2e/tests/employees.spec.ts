/**
 * Employees (issue #14): a manager invites an employee; the employee opens the emailed
 * single-use link, sets a password and signs in. The e2e server sends its mail to an SMTP sink
 * of its own (start-server.ts), so the link is the one in the invitation email. (Without email
 * on the server the app hands the inviter the link instead; the web's tests cover that.)
 */
import { expect } from '@playwright/test';
import { mainNav, seriousAxeFindings, signIn, signOut, submitLogin, test, waitForMail } from './support';

test('a manager invites an employee who sets a password and signs in', async ({ page, browser }) => {
  // The invitation's toast stays its 5 s before the manager can sign out (signOut waits for it).
  test.setTimeout(60_000);
  const email = `nina-${Date.now()}@luxe.example`;
  await signIn(page, 'manager@luxe.example', '/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.getByText('Emma Chen')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nina');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Stylist');
  await dialog.getByRole('textbox', { name: 'Hourly rate ($)' }).fill('18.50');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Employee added. An invitation to set a password was emailed.')).toBeVisible();
  const invitation = await waitForMail(email, { subject: /^You are invited to join .+ on Daybook$/ });
  const link = /https?:\/\/\S+\/reset-password\?invite=1&token=\S+/.exec(invitation.text ?? '')?.[0] ?? '';
  expect(link).toMatch(/\/reset-password\?invite=1&token=/);
  await expect(table.getByText('Nina Park')).toBeVisible();
  await table.getByRole('button', { name: 'View Nina Park' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Nina Park' }).getByText('$18.50', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  // The new person, in their own browser.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await invitee.getByLabel(/^New password/).fill('nina-first-secret');
  await invitee.getByLabel('Confirm new password').fill('nina-first-secret');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByText('Your password is set. You can now sign in.')).toBeVisible();

  // The link works once.
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await invitee.getByLabel(/^New password/).fill('nina-other-secret');
  await invitee.getByLabel('Confirm new password').fill('nina-other-secret');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByRole('alert')).toBeVisible();

  await invitee.goto('/login');
  await submitLogin(invitee, email, 'nina-first-secret');
  await expect(mainNav(invitee)).toBeVisible();
  await context.close();
});
