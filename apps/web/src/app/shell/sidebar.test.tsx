import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  DEFAULT_OPEN_SECTION,
  NAVIGATION,
  NAV_STATE_BADGE,
  ROLES,
  ROLE_LABEL,
  ROLE_QUICK_TIP,
  isNavClickable,
  type NavLink,
  type Role,
} from '@daybook/contracts';
import { renderWithMantine } from '../../test/render';
import { Sidebar, isPathActive } from './sidebar';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderSidebar(role: Role, path = '/dashboard', unreadCount = 0) {
  renderWithMantine(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar role={role} unreadCount={unreadCount} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function expectLink(nav: HTMLElement, link: NavLink) {
  const el = within(nav).getByRole('link', { name: new RegExp(`^${escape(link.label)}\\b`) });
  const badge = NAV_STATE_BADGE[link.state];
  if (badge) expect(el.textContent).toContain(badge);
  if (isNavClickable(link.state)) {
    expect(el.getAttribute('href')).toBe(link.path);
    expect(el.getAttribute('aria-disabled')).toBeNull();
  } else {
    expect(el.getAttribute('href')).toBeNull();
    expect(el.getAttribute('aria-disabled')).toBe('true');
  }
}

describe('Sidebar', () => {
  it.each(ROLES)('draws NAVIGATION[%s] with its role badge and quick tip', async (role) => {
    const user = userEvent.setup();
    const nav = renderSidebar(role);
    expect(screen.getByLabelText(`Role: ${ROLE_LABEL[role]}`).textContent).toBe(ROLE_LABEL[role]);
    expect(screen.getByText(ROLE_QUICK_TIP[role])).toBeTruthy();

    for (const entry of NAVIGATION[role]) {
      if (entry.kind === 'link') {
        expectLink(nav, entry);
        continue;
      }
      const button = within(nav).getByRole('button', { name: entry.label });
      if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      for (const item of entry.items) expectLink(nav, item);
    }
  });

  it('opens Inventory by default and keeps one section open at a time', async () => {
    const user = userEvent.setup();
    const nav = renderSidebar('BUSINESS_OWNER');
    const inventory = within(nav).getByRole('button', { name: 'Inventory' });
    expect(DEFAULT_OPEN_SECTION).toBe('inventory');
    expect(inventory.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: /^Products/ })).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: 'HR' }));
    expect(inventory.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: /^Products/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Training' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('badges only the modules not built yet, which cannot be followed; built ones are plain (issue #28)', () => {
    const nav = renderSidebar('BUSINESS_OWNER');
    const payroll = within(nav).getByRole('link', { name: 'Payroll' });
    expect(payroll.textContent).not.toContain('Preview');
    expect(payroll.getAttribute('href')).toBe('/payroll');
    const website = within(nav).getByRole('link', { name: /^Website/ });
    expect(website.textContent).toContain('Coming Soon');
    expect(website.getAttribute('aria-disabled')).toBe('true');
  });

  it("puts the register and today's team one click away for the front desk (issue #28)", () => {
    const nav = renderSidebar('FRONTDESK');
    expect(within(nav).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(nav).getByRole('link', { name: "Today's Team" }).getAttribute('href')).toBe('/todays-team');
  });

  it('marks the active link with aria-current', () => {
    const nav = renderSidebar('FRONTDESK', '/crm');
    expect(within(nav).getByRole('link', { name: 'CRM' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides the Messaging unread badge at 0 and caps it at 9+', () => {
    let nav = renderSidebar('FRONTDESK');
    expect(within(nav).getByRole('link', { name: 'Messaging' })).toBeTruthy();
    document.body.innerHTML = '';
    nav = renderSidebar('FRONTDESK', '/dashboard', 12);
    expect(within(nav).getByRole('link', { name: /^Messaging/ }).textContent).toContain('9+');
  });
});

describe('isPathActive', () => {
  it('matches the view parameter of inventory and reports links', () => {
    expect(isPathActive('/inventory', '/inventory', '')).toBe(true);
    expect(isPathActive('/inventory', '/inventory', '?tab=suppliers')).toBe(false);
    expect(isPathActive('/inventory?tab=suppliers', '/inventory', '?tab=suppliers')).toBe(true);
    expect(isPathActive('/crm', '/crm/clients/42', '')).toBe(true);
    expect(isPathActive('/crm', '/crmx', '')).toBe(false);
  });
});
