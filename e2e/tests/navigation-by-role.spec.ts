/**
 * Spec core.md §2 "Navigation by role": the sidebar of each Luxe role against the spec's table,
 * with the register and the time clock one click away (issue #28), and the truth about what is
 * built: no Preview badges, Coming Soon only on modules not built yet.
 */
import { expect } from '@playwright/test';
import { mainNav, sidebarLabels, signIn, signOut, test } from './support';

const FRONT_DESK = [
  'Dashboard',
  'Front Desk',
  'Register',
  'Booking',
  'CRM',
  "Today's Team",
  'Messaging',
  'Products',
  'Suppliers',
  'Orders',
  'Finance',
];
const MANAGER_EXTRAS = [
  'Payroll',
  'Employees',
  'Time Off',
  'Training',
  'Website',
  'Marketing',
  'Sales Reports',
  'Inventory Reports',
  'Analytics',
  'Performance',
  'Dawn AI',
];

const EXPECTED: Record<string, { role: string; items: string[] }> = {
  'employee@luxe.example': {
    role: 'Employee',
    items: [
      'Dashboard',
      'My Schedule',
      'My Clients',
      'My Earnings',
      "Today's Team",
      'Time Off',
      'Messages',
      'Settings',
    ],
  },
  'frontdesk@luxe.example': { role: 'Front Desk', items: [...FRONT_DESK, 'Settings'] },
  'manager@luxe.example': { role: 'Manager', items: [...FRONT_DESK, ...MANAGER_EXTRAS, 'Settings'] },
  'owner@luxe.example': {
    role: 'Business Owner',
    items: [...FRONT_DESK, ...MANAGER_EXTRAS, 'Onboarding AI', 'Settings'],
  },
  'admin@luxe.example': {
    role: 'Admin',
    items: [
      'Dashboard',
      'System Analytics',
      'All Locations',
      'All Employees',
      'All Clients',
      'System Reports',
      'Messages',
      'Settings',
    ],
  },
};

for (const [email, expected] of Object.entries(EXPECTED)) {
  test(`${expected.role} sees exactly the spec's navigation`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel(`Role: ${expected.role}`)).toBeVisible();
    expect(await sidebarLabels(page)).toEqual(expected.items);
    await signOut(page);
  });
}

test('built modules carry no badge; the ones not built yet are Coming Soon and cannot be followed', async ({
  page,
}) => {
  await signIn(page, 'owner@luxe.example');
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'HR' }).click();
  await expect(nav.getByRole('link', { name: 'Training', exact: true })).not.toHaveAttribute('aria-disabled');
  await expect(nav.getByRole('link', { name: 'Payroll', exact: true })).toBeVisible();
  await expect(nav.getByText('Preview')).toHaveCount(0);
  const website = nav.getByRole('link', { name: /Website/ });
  await expect(website).toHaveAttribute('aria-disabled', 'true');
  await expect(website).toContainText('Coming Soon');
  await expect(nav.getByRole('link', { name: /Inventory/ })).toHaveCount(0);
  // The Inventory section was open by default; opening HR closed it (one section at a time).
  await expect(nav.getByRole('button', { name: 'Inventory' })).toHaveAttribute('aria-expanded', 'false');
});

test("the front desk reaches the register and today's team from the menu", async ({ page }) => {
  await signIn(page, 'frontdesk@luxe.example');
  await mainNav(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: "Today's Team" }).click();
  await expect(page).toHaveURL(/\/todays-team$/);
  await expect(page.getByRole('heading', { level: 1, name: "Today's Team" })).toBeVisible();
});
