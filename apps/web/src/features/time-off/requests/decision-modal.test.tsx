/**
 * The approval dialog over booked appointments (issue #28): each clash gets a choice; reassign
 * offers only the staff availability says are free then; the server's refusal is shown in its
 * own words in the dialog.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TIME_OFF_MESSAGES as M, type TimeOffRequest, type TimeOffReview } from '@daybook/contracts';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { DecisionModal } from './decision-modal';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { timeZone: 'America/New_York' });
const EMMA = '22222222-2222-4222-8222-222222222222';
const LIAM = '44444444-4444-4444-8444-444444444444';
const request = {
  id: '33333333-3333-4333-8333-333333333333',
  employeeId: EMMA,
  employeeName: 'Emma Chen',
  establishmentId: EST.id,
  type: 'vacation',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  hours: 8,
  status: 'pending',
} as TimeOffRequest;
const clash = (appointmentId: string, startsAt: string, clientName: string) => ({
  appointmentId,
  establishmentId: EST.id,
  startsAt,
  endsAt: startsAt,
  clientName,
  serviceName: 'Haircut',
  status: 'booked',
  serviceId: 'sv1',
  staffId: EMMA,
});
const review: TimeOffReview = {
  request,
  balanceHours: 40,
  remainingHours: 32,
  sufficient: true,
  // 10:00 and 14:00 in New York.
  clashes: [clash('a1', '2026-03-02T15:00:00.000Z', 'Ada'), clash('a2', '2026-03-02T19:00:00.000Z', 'Grace')],
  warning: M.clashWarning(2),
};

afterEach(() => vi.unstubAllGlobals());

describe('DecisionModal approving over booked appointments', () => {
  it('sends a choice per appointment, offers free staff only, and shows the refusal in words', async () => {
    const refusal = M.stillClashing('Grace');
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/review')) return jsonResponse(200, { success: true, data: review });
      if (url.includes('/availability'))
        return jsonResponse(200, {
          success: true,
          data: {
            availability: [
              { date: '2026-03-02', startTime: '10:00', endTime: '10:45', staffIds: [LIAM], available: true },
            ],
            availabilityByStaff: {},
          },
        });
      if (url.includes('/api/admin/staff/'))
        return jsonResponse(200, {
          success: true,
          data: [{ id: LIAM, name: 'Liam Park', bookable: true, sortOrder: 1 }],
        });
      if (init?.method === 'PUT') return jsonResponse(409, { success: false, message: refusal });
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    const workspace = { role: 'MANAGER', tenant: { id: 't1' } } as unknown as WorkspaceValue;
    renderWithMantine(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={workspace}>
          <DecisionModal
            establishmentId={EST.id}
            timeZone={EST.timeZone}
            decision={{ request, status: 'approved' }}
            onClose={() => {}}
          />
        </WorkspaceContext.Provider>
      </QueryClientProvider>,
    );

    const first = within(await screen.findByRole('group', { name: /Haircut with Ada/ }));
    const second = within(screen.getByRole('group', { name: /Haircut with Grace/ }));
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);

    fireEvent.click(first.getByLabelText('Reassign'));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/availability'));
      expect(asked).toContain('date=2026-03-02');
    });
    fireEvent.click(first.getByRole('combobox', { name: 'Reassign to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liam Park' }));
    fireEvent.click(second.getByLabelText('Move'));
    fireEvent.change(second.getByLabelText('New date'), { target: { value: '2026-03-04' } });
    fireEvent.change(second.getByLabelText('New time'), { target: { value: '11:30' } });
    await waitFor(() => expect(approve).toHaveProperty('disabled', false));
    fireEvent.click(approve);

    expect(await screen.findByText(refusal)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      status: 'approved',
      resolutions: [
        { appointmentId: 'a1', action: 'reassign', staffId: LIAM },
        { appointmentId: 'a2', action: 'move', date: '2026-03-04', startTime: '11:30' },
      ],
    });
  });
});
