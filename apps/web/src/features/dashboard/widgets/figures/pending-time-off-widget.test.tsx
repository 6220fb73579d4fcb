/** Pending time off widget: 'All Establishments' asks each location; one failing keeps the others. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TIME_OFF_ENDPOINTS, endpointPath, type TimeOffRequest } from '@daybook/contracts';
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
  it('merges the locations and shows the one that failed beside the others', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === endpointPath(TIME_OFF_ENDPOINTS.list, { id: EST_B.id }))
        return [500, { success: false, message: 'Database unavailable' }];
      return [
        200,
        {
          success: true,
          data: [
            request({}),
            request({
              id: 'r2',
              employeeName: 'Sam Stylist',
              type: 'sick',
              startDate: '2026-12-01',
              endDate: '2026-12-01',
            }),
          ],
        },
      ];
    });
    renderInWorkspace(<PendingTimeOffWidget />, { selected: 'all' });
    const widget = within(screen.getByRole('region', { name: 'Pending time off' }));
    const alert = await widget.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch time off data (Salon Two)')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(widget.getByText('2 requests waiting')).toBeTruthy();
    const items = within(widget.getByRole('list', { name: 'Pending requests' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Sam Stylist · Salon OneDec 1, 2026 · Sick',
      'Eve Employee · Salon OneDec 7, 2026 – Dec 9, 2026 · Vacation',
    ]);
    expect(widget.getByRole('link', { name: 'Time off' }).getAttribute('href')).toBe('/hr/time-off');
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));
    expect(asked.map((u) => u.pathname).sort()).toEqual(
      [EST_A.id, EST_B.id].map((id) => endpointPath(TIME_OFF_ENDPOINTS.list, { id })).sort(),
    );
    expect(asked.every((u) => u.searchParams.get('status') === 'pending')).toBe(true);
  });
});
