/**
 * Approved time off on the calendar (issue #28): the day view draws a labelled block ("Time off ·
 * Vacation") in the person's column from the server's time-off calendar, and a click on their
 * column that day does not open the booking form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { timeOffBlockLabel, type StaffMember, type TimeOffBlock } from '@daybook/contracts';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { CalendarPage } from './calendar-page';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111');
const person = (id: string, name: string, sortOrder: number): StaffMember => ({
  id,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1]!,
  role: 'employee',
  color: '#228BE6',
  avatar: null,
  title: null,
  bio: null,
  bookable: true,
  sortOrder,
  establishmentId: EST.id,
});
const EMMA = person('22222222-2222-4222-8222-222222222222', 'Emma Chen', 1);
const LIAM = person('44444444-4444-4444-8444-444444444444', 'Liam Park', 2);
const block: TimeOffBlock = {
  requestId: '33333333-3333-4333-8333-333333333333',
  staffId: EMMA.id,
  type: 'vacation',
  label: timeOffBlockLabel('vacation'),
  startDate: '2026-11-30',
  endDate: '2026-12-02',
};

afterEach(() => vi.unstubAllGlobals());

describe('the calendar with approved time off', () => {
  it("draws a labelled block in the person's column, only on their leave days", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes('/time-off-calendar')) return jsonResponse(200, { success: true, data: [block] });
      if (url.startsWith('/api/admin/staff/') && !url.includes('/schedule'))
        return jsonResponse(200, { success: true, data: [EMMA, LIAM] });
      if (url.startsWith('/api/appointments/')) return jsonResponse(200, { success: true, data: [] });
      if (url.includes('/schedule'))
        return jsonResponse(200, { success: true, date: '', timeZone: '', schedules: [] });
      return jsonResponse(200, { success: true, data: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const workspace = {
      role: 'MANAGER',
      user: { id: 'u1', email: 'me@example.com' },
      tenant: { id: 't1', name: 'Tenant' },
      establishments: [EST],
      selectedId: EST.id,
      selected: EST,
      isAllSelected: false,
    } as unknown as WorkspaceValue;
    renderWithMantine(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={workspace}>
          <MemoryRouter initialEntries={['/calendar?date=2026-12-01&view=day']}>
            <CalendarPage title="Calendar" />
          </MemoryRouter>
        </WorkspaceContext.Provider>
      </QueryClientProvider>,
    );

    const drawn = await screen.findByTestId('time-off-block');
    expect(drawn.textContent?.replace(/\s+/g, ' ')).toBe('Time off · Vacation');
    expect(screen.getAllByTestId('time-off-block')).toHaveLength(1);
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/time-off-calendar'));
    expect(asked).toBe(
      `/api/admin/establishments/${EST.id}/time-off-calendar?startDate=2026-12-01&endDate=2026-12-01`,
    );
    // The block sits in Emma's column (the first), not Liam's.
    const columns = document.querySelectorAll('.rbc-time-content > .rbc-day-slot');
    expect(within(columns[0] as HTMLElement).queryByTestId('time-off-block')).not.toBeNull();
    expect(within(columns[1] as HTMLElement).queryByTestId('time-off-block')).toBeNull();

    fireEvent.click(screen.getByLabelText('Next day'));
    fireEvent.click(screen.getByLabelText('Next day'));
    await waitFor(() => expect(screen.queryByTestId('time-off-block')).toBeNull());
  });
});
