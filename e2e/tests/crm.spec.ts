/**
 * Spec core.md §2 /crm, /crm/clients/{id}, /crm/leads/{id}; §7 "CRM"; issue "CRM screens and
 * import/export": the front desk finds a client by part of their phone number, adds a note on
 * their page, converts a lead, and imports a small CSV exported by another salon system.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, test } from './support';

interface Client {
  id: string;
  name: string;
  phone: string | null;
}

/** '+12125550123' → '(212) 555-0123', as the screens show US numbers. */
const national = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

/** A client of the front desk's location that has a phone, read through the API. */
async function clientWithPhone(page: Page): Promise<Client & { phone: string }> {
  const res = await page.request.get('/api/admin/crm/clients?pageSize=50');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: Client[] };
  const found = body.data.find((c): c is Client & { phone: string } => c.phone?.startsWith('+1') ?? false);
  if (!found) throw new Error('the demo data has no client with a US phone');
  return found;
}

const searchBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Search clients by name, email or phone' });

test('the front desk finds a client by phone, adds a note, and converts a lead', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'frontdesk@luxe.example');
  const client = await clientWithPhone(page);

  await page.goto('/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  // The first load shows 50 rows.
  await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).toHaveCount(50);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Part of the number, as someone reads it off a caller id: '555-0123'.
  const phone = national(client.phone);
  await searchBox(page).fill(phone.slice(-8));
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row.getByRole('link', { name: client.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).not.toHaveCount(50);
  await row.getByRole('link', { name: client.name }).click();

  await expect(page).toHaveURL(new RegExp(`/crm/clients/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${client.phone}`);
  await expect(page.getByRole('alert', { name: 'Allergies' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A note, shown newest first with its author.
  const note = `Prefers the 9 am slot (e2e ${Date.now()})`;
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByRole('listitem').first()).toContainText(note);
  await expect(notes.getByRole('listitem').first()).toContainText('Fiona Walsh');
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  // Book from the client's page: the calendar opens its booking panel for this client. The
  // link's address (/calendar?bookClientId=…) lasts only until the calendar reads it, so what
  // is checked is the panel it opens and the calendar's own address after it.
  await page.getByRole('button', { name: 'Book appointment' }).click();
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(client.name);
  await expect(page).toHaveURL(/\/calendar\?date=[\d-]+&view=day$/);

  // Convert the first lead into a client.
  await page.goto('/crm?tab=leads');
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads).toBeVisible();
  const leadLink = leads.locator('tbody tr').first().getByRole('link');
  const leadName = (await leadLink.textContent()) ?? '';
  await leadLink.click();
  await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to client' }).click();
  const convert = page.getByRole('dialog', { name: `Convert ${leadName} to a client` });
  await expect(convert.getByRole('textbox', { name: 'Name' })).toHaveValue(leadName);
  await convert.getByRole('textbox', { name: 'Allergies' }).fill('Fragrance');
  await convert.getByRole('button', { name: 'Convert to client' }).click();
  await expect(page).toHaveURL(/\/crm\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  await expect(page.getByText('Lead converted to client')).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Allergies' })).toContainText('Fragrance');
});

test('the front desk imports a small CSV from another system and exports the list', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'frontdesk@luxe.example');
  const existing = await clientWithPhone(page);
  const tag = Date.now().toString(36);
  const csv = [
    'First Name,Last Name,Mobile,E-mail,Birthday,Notes',
    `Harper,Lindqvist-${tag},,harper.${tag}@example.com,04/23/1990,Likes a quiet chair`,
    `Noah,Okafor-${tag},,noah.${tag}@example.org,1985-11-02,`,
    `Dup,Licate-${tag},${national(existing.phone)},,,`,
    `Bad,Date-${tag},,bad.${tag}@example.net,31/31/1990,`,
  ].join('\n');
  const dir = await mkdtemp(path.join(tmpdir(), 'daybook-crm-'));
  const file = path.join(dir, 'clients-from-old-system.csv');
  await writeFile(file, `${csv}\n`, 'utf8');

  await page.goto('/crm');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients from CSV' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Next: map columns' }).click();

  // The columns arrive mapped from their headers.
  await expect(dialog.getByRole('combobox', { name: 'Field for column First Name' })).toHaveValue(
    'First name',
  );
  await expect(dialog.getByRole('combobox', { name: 'Field for column Mobile' })).toHaveValue('Phone');
  await expect(dialog.getByRole('combobox', { name: 'Field for column E-mail' })).toHaveValue('Email');
  await expect(dialog.getByRole('combobox', { name: 'Field for column Birthday' })).toHaveValue('Birthdate');
  await dialog.getByRole('button', { name: 'Preview import' }).click();

  // Every row checked: two ready, one duplicate of an existing client, one with an error.
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.locator('tbody tr')).toHaveCount(4);
  // The preview scrolls in a box the keyboard can reach: its rows have nothing to tab to.
  await expect(dialog.getByRole('region', { name: 'Import preview, scrollable' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expect(preview.getByRole('row', { name: /Harper Lindqvist/ })).toContainText('Ready');
  await expect(preview.getByRole('row', { name: /Dup Licate/ })).toContainText('Duplicate');
  // Line 5 (its birthdate is not a date) shows its error in place of values.
  const bad = preview.getByRole('row', { name: /^5 / });
  await expect(bad).toContainText('Error');
  await expect(bad).toContainText('Birthdate must be a date');
  await expect(dialog.getByText(/^Line 5: Birthdate must be a date/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 2 clients' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Skip rows with errors/ }).check();
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(dialog).toBeHidden();
  // The CRM toast says it; the job's notification popup repeats it with the skipped rows.
  await expect(page.getByText('Imported 2 clients', { exact: true }).first()).toBeVisible();

  await searchBox(page).fill(`Lindqvist-${tag}`);
  await expect(page.getByRole('link', { name: `Harper Lindqvist-${tag}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).toHaveCount(1);

  // The export downloads the filtered list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await saved.path(), 'utf8');
  expect(text).toContain(`Harper Lindqvist-${tag}`);
  expect(text.trim().split('\n')).toHaveLength(2);
});
