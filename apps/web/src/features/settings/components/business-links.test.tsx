import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithMantine } from '../../../test/render';
import { BusinessLinks, managesBusiness } from './business-links';

describe('Business section of /settings', () => {
  it('is for the owner, the manager and the admin only', () => {
    expect(managesBusiness('BUSINESS_OWNER')).toBe(true);
    expect(managesBusiness('MANAGER')).toBe(true);
    expect(managesBusiness('ADMIN')).toBe(true);
    expect(managesBusiness('FRONTDESK')).toBe(false);
    expect(managesBusiness('EMPLOYEE')).toBe(false);
  });

  it('links to Business Settings, Services and Establishments', () => {
    renderWithMantine(
      <MemoryRouter>
        <BusinessLinks />
      </MemoryRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/business-settings', '/services', '/establishments']);
    expect(screen.getByRole('link', { name: /Business Settings/ })).toBeTruthy();
  });
});
