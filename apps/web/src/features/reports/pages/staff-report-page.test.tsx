/**
 * /reports?type=staff (issue #31 "Staff performance"): the page offers the type to those who read
 * everyone's performance and draws the staff report app/ composes in for the selected location
 * (every location as ALL_ESTABLISHMENTS) in its zone; without one composed in, the type is not
 * offered. The performance figures themselves: app/routes/reports-route.test.tsx.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ALL_ESTABLISHMENTS, PERFORMANCE_ENDPOINTS, type Role } from '@daybook/contracts';
import { SALON_ONE, renderWithStubbedServer } from '../../../test/render-with-stubbed-server';
import { ReportsPage } from './reports-page';

/** The staff report as app/ would compose it, showing what it was given. */
const staffReport = ({ establishmentId, timeZone }: { establishmentId: string; timeZone: string }) => (
  <p>{`Staff figures of ${establishmentId} in ${timeZone}`}</p>
);

const render = (url: string, { role = 'BUSINESS_OWNER', all = false }: { role?: Role; all?: boolean } = {}) =>
  renderWithStubbedServer(
    <ReportsPage staffReport={staffReport} />,
    url,
    PERFORMANCE_ENDPOINTS.report.path,
    [[500, { success: false }]],
    { role, all },
  );

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('the staff performance report type', () => {
  it("draws the staff report of the selected location under its own heading, and of every location under 'All'", () => {
    render('/reports?type=staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Performance Report' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Staff performance' })).toHaveProperty('checked', true);
    expect(screen.getByText(`Staff figures of ${SALON_ONE.id} in ${SALON_ONE.timeZone}`)).toBeTruthy();
    render('/reports?type=staff', { all: true });
    expect(screen.getByText(`Staff figures of ${ALL_ESTABLISHMENTS} in ${SALON_ONE.timeZone}`)).toBeTruthy();
  });

  it('is chosen with the report type selector, beside the other reports', () => {
    render('/reports?type=inventory', { role: 'MANAGER' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'sales',
      'clients',
      'appointments',
      'staff',
      'inventory',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Staff performance' }));
    expect(address()).toBe('/reports?type=staff');
    expect(screen.getByText(/^Staff figures of /)).toBeTruthy();
  });

  it('is not offered to the front desk, nor when no staff report is composed in', () => {
    render('/reports?type=staff', { role: 'FRONTDESK' });
    expect(screen.getByText('Your role cannot view staff reports.')).toBeTruthy();
    renderWithStubbedServer(<ReportsPage />, '/reports?type=staff', PERFORMANCE_ENDPOINTS.report.path, [
      [500, { success: false }],
    ]);
    expect(screen.getByText(/not available yet/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Staff performance' })).toBeNull();
  });
});
