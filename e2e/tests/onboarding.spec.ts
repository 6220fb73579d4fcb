/**
 * Onboarding AI's setup checklist (issue #33) and the Business details card it sends the owner
 * to: the owner opens the checklist from the menu, sees how many of the six steps are done and
 * each step as the server has it (the staff step with its count), follows the business step to
 * /business-settings, changes the business's phone there, and back on the checklist the business
 * step is still done and reads the new number (axe on both pages, light and dark).
 */
import { expect, type Page } from '@playwright/test';
import { clearToasts, mainNav, seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light' });

const OWNER = 'owner@luxe.example';

/** GET /api/admin/onboarding/checklist's data, as much as the test reads. */
interface Checklist {
  completed: number;
  steps: { key: string; title: string; done: boolean; detail: string; href: string }[];
}
/** The checklist's step `title`, marked done or not. */
const step = (page: Page, title: string, done: boolean) =>
  page.getByRole('listitem', { name: `${title}: ${done ? 'done' : 'not done'}`, exact: true });

/** No serious or critical axe finding in the light theme, then in the dark one (back to light after). */
async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  // The pointer rests on what it last clicked (the menu's link), whose hover shade would be judged.
  await page.mouse.move(700, 890);
  expect(await seriousAxeFindings(page), `${where}, light theme`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousAxeFindings(page), `${where}, dark theme`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

test('the owner follows the checklist to the business details, changes the phone and sees it there', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signIn(page, OWNER);
  await mainNav(page).getByRole('link', { name: 'Onboarding AI' }).click();
  await expect(page).toHaveURL(/\/onboarding-dawn$/);
  await expect(page.getByRole('heading', { name: 'Onboarding AI', level: 1 })).toBeVisible();

  // The browser suite's demo (a year of bookings, every location staffed) has every step done;
  // the page must say what the server says, step by step.
  const checklist = await page.request.get('/api/admin/onboarding/checklist');
  expect(checklist.status()).toBe(200);
  const { completed, steps } = ((await checklist.json()) as { data: Checklist }).data;
  expect(steps.map((s) => s.key)).toEqual([
    'business',
    'hours',
    'services',
    'staff',
    'clients',
    'online-booking',
  ]);
  await expect(page.getByText(`${completed} of 6 done`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `${completed} of 6 steps done` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /: (not )?done$/ })).toHaveCount(6);
  for (const { title, done, detail } of steps) {
    const row = step(page, title, done);
    await expect(row.getByText(done ? 'Done' : 'To do', { exact: true })).toBeVisible();
    await expect(row.getByText(detail, { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `${done ? 'Review' : 'Set up'} ${title}` })).toBeVisible();
  }
  const staff = step(page, 'Staff and their hours', true);
  await expect(staff.getByText(/^\d+ bookable people with working hours\.$/)).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Review Staff and their hours' })).toHaveAttribute(
    'href',
    steps.find((s) => s.key === 'staff')!.href,
  );
  const business = step(page, 'Business details', true);
  await expect(business).toContainText('Luxe Salon Group: hello@luxe.example, ');
  await expectNoSeriousAxeFindings(page, 'the checklist');

  await business.getByRole('link', { name: 'Review Business details' }).click();
  await expect(page).toHaveURL(/\/business-settings$/);
  const form = page.getByRole('form', { name: 'Business details' });
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await expect(phone).not.toHaveValue('');
  // A number of the 555-0100–0199 range kept for fiction, new on each run.
  const suffix = String(Date.now() % 100).padStart(2, '0');
  const digits = `21255501${suffix === '00' ? '01' : suffix}`;
  const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  await phone.fill(typed);
  await form.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.locator('.mantine-Notification-root').getByText('Business details saved')).toBeVisible();
  await expect(phone).toHaveValue(typed);
  // The whole page: for an owner it also shows the booking link card of a location that takes
  // no online bookings, whose "Establishments" link sits inside a sentence.
  await expectNoSeriousAxeFindings(page, 'the business settings');
  await clearToasts(page);

  await mainNav(page).getByRole('link', { name: 'Onboarding AI' }).click();
  await expect(page).toHaveURL(/\/onboarding-dawn$/);
  await expect(page.getByText(`${completed} of 6 done`, { exact: true })).toBeVisible();
  // The sentence writes the number as the card does, whatever form it was stored in.
  await expect(step(page, 'Business details', true)).toContainText(
    `Luxe Salon Group: hello@luxe.example, ${typed}.`,
  );
});
