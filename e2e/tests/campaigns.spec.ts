/**
 * Campaigns (issue #32): the owner opens Marketing → Campaigns, writes an email campaign to the
 * demo's "Colour clients" segment, sees who it reaches, schedules it three days ahead, finds it
 * listed as scheduled, unschedules it back to a draft; then opens the demo's sent campaign
 * ("Winter colour offer") and reads its results and recipients. axe finds nothing serious on the
 * list, the editor or the results.
 */
import { expect } from '@playwright/test';
import { dateAhead, seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const NAME = 'Holiday gloss (e2e)';

test('the owner schedules and unschedules an email campaign, and reads a sent one’s results', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@luxe.example', '/marketing');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const list = page.getByRole('table', { name: 'Campaigns' });
  await expect(list.getByRole('row', { name: /Winter colour offer/ })).toContainText('Sent', {
    timeout: 20_000,
  });
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(NAME);
  await page.getByRole('combobox', { name: 'Segment' }).click();
  await page.getByRole('option', { name: /^Colour clients/ }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Holiday gloss for {{first_name}}');
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.fill('Hi ');
  await page.getByRole('button', { name: 'Insert First name' }).click();
  await expect(body).toHaveValue('Hi {{first_name}}');
  await body.press('End');
  await body.pressSequentially(', a holiday gloss is waiting at {{location}}.');
  await expect(page.getByTestId('campaign-estimate')).toHaveText(/\d[\d,]* recipients?/, { timeout: 15_000 });
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByLabel(/^Send at \(/).fill(`${dateAhead(3)}T10:00`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('button', { name: 'Unschedule' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Scheduled for .* 10:00 AM/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to campaigns' }).click();
  const row = list.getByRole('row', { name: new RegExp(NAME.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Colour clients');

  await row.getByRole('button', { name: NAME }).click();
  await page.getByRole('button', { name: 'Unschedule' }).click();
  await expect(page.getByRole('heading', { name: `Edit “${NAME}”` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Back to campaigns' }).click();
  await expect(row).toContainText('Draft');

  await list.getByRole('button', { name: 'Winter colour offer' }).click();
  const cards = page.getByRole('list', { name: 'Campaign results' });
  await expect(cards.getByRole('listitem', { name: /^Sent: \d/ })).toBeVisible({ timeout: 15_000 });
  await expect(cards.getByRole('listitem', { name: /^Opened: \d[\d,]*, \d+% of sent$/ })).toBeVisible();
  await expect(cards.getByRole('listitem', { name: /^Bounced: 2, / })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Campaign recipients' });
  await expect(recipients.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Bounced' }).click();
  await expect(recipients.getByRole('row', { name: /Mailbox does not exist/ })).toHaveCount(2);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
