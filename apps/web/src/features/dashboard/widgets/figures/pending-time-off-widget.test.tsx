/** Pending time off widget: 'All Establishments' asks once for every location; a failure shows with Retry. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  ALL_ESTABLISHMENTS,
  TIME_OFF_ENDPOINTS,
  endpointPath,
  type TimeOffRequest,
} from '@daybook/contracts';
import { EST_A, EST_B, renderInWorkspace, stubFetch } from '../../test/manager-fixtures';
import { PendingTimeOffWidget } from './pending-time-off-widget';

const request = (over: Partial<TimeOffRequest>): TimeOffRequest => ({
  id: 'r1',
  employeeId: 'e1',
  employeeName: 'Eve Employee',
  establishmentId: EST_A.id,
  type: 'vacation',
  startDate: '2026-12-07',
  endDate: '2026-12-09',
  hours: 24,
  status: 'pending',
  notes: null,
  reviewerNotes: null,
  approvedBy: null,
  approvedByName: null,
  approvedDate: null,
  reviewedBy: null,
  reviewedDate: null,
  calendarBlockId: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('PendingTimeOffWidget', () => {
  it("lists every location's requests from one call, soonest first, each with its location", async () => {
    const fetchMock = stubFetch(() => [
      200,
      {
        success: true,
        data: [
          request({}),
          request({
            id: 'r2',
            employeeName: 'Sam Stylist',
            establishmentId: EST_B.id,
            type: 'sick',
            startDate: '2026-12-01',
            endDate: '2026-12-01',
          }),
        ],
      },
    ]);
    renderInWorkspace(<PendingTimeOffWidget />, { selected: 'all' });
    const widget = within(screen.getByRole('region', { name: 'Pending time off' }));
    expect(await widget.findByText('2 requests waiting')).toBeTruthy();
    const items = within(widget.getByRole('list', { name: 'Pending requests' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Sam Stylist · Salon TwoDec 1, 2026 · Sick',
      'Eve Employee · Salon OneDec 7, 2026 – Dec 9, 2026 · Vacation',
    ]);
    expect(widget.getByRole('link', { name: 'Time off' }).getAttribute('href')).toBe('/hr/time-off');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.pathname).toBe(endpointPath(TIME_OFF_ENDPOINTS.list, { id: ALL_ESTABLISHMENTS }));
    expect(asked.searchParams.get('status')).toBe('pending');
  });

  it("shows the server's failure with Retry", async () => {
    stubFetch(() => [500, { success: false, message: 'Database unavailable' }]);
    renderInWorkspace(<PendingTimeOffWidget />, { selected: EST_B });
    const widget = within(screen.getByRole('region', { name: 'Pending time off' }));
    const alert = await widget.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch time off data')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
