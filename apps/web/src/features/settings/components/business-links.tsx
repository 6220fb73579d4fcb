/**
 * The Business section of /settings (issue #10 "Finding things"): the sidebar of spec §2 has
 * no entry for them, so owners and managers reach their business pages from here.
 */
import { Link } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import { IconBuildingStore, IconChevronRight, IconQrcode, IconScissors } from '@tabler/icons-react';
import { hasPermission, type Role } from '@daybook/contracts';

const LINKS = [
  {
    to: '/business-settings',
    label: 'Business Settings',
    description: 'Online booking links and QR codes of your locations',
    icon: IconQrcode,
  },
  { to: '/services', label: 'Services', description: 'What each location offers', icon: IconScissors },
  {
    to: '/establishments',
    label: 'Establishments',
    description: 'Locations, hours and rooms',
    icon: IconBuildingStore,
  },
] as const;

/** Whether `role` manages the business's locations: owner, manager and admin (spec §6). */
export function managesBusiness(role: Role): boolean {
  return hasPermission(role, 'establishment:update');
}

/** The links; the page shows them only to roles that manage the business. */
export function BusinessLinks() {
  return (
    <Stack gap={4} component="nav" aria-label="Business">
      {LINKS.map(({ to, label, description, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          description={description}
          leftSection={<Icon size={20} aria-hidden />}
          rightSection={<IconChevronRight size={16} aria-hidden />}
        />
      ))}
    </Stack>
  );
}
