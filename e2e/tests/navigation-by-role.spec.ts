/** Spec core.md §2 "Navigation by role": the sidebar of each Luxe role against the spec's table. */
import { expect } from '@playwright/test';
import { mainNav, sidebarLabels, signIn, signOut, test } from './support';

const FRONT_DESK = [
  'Dashboard',
  'Front Desk',
  'Booking',
  'CRM',
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
    items: ['Dashboard', 'My Schedule', 'My Clients', 'My Earnings', 'Time Off', 'Messages', 'Settings'],
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

test("business owner's coming-soon item cannot be followed and preview items are badged", async ({
  page,
}) => {
  await signIn(page, 'owner@luxe.example');
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'HR' }).click();
  const training = nav.getByRole('link', { name: /Training/ });
  await expect(training).toHaveAttribute('aria-disabled', 'true');
  await expect(training).toContainText('Coming Soon');
  await expect(nav.getByRole('link', { name: /Payroll/ })).toContainText('Preview');
  await expect(nav.getByRole('link', { name: /Inventory/ })).toHaveCount(0);
  // The Inventory section was open by default; opening HR closed it (one section at a time).
  await expect(nav.getByRole('button', { name: 'Inventory' })).toHaveAttribute('aria-expanded', 'false');
});
