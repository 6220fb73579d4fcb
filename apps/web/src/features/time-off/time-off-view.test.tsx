import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
  type LeaveBalance,
  type Role,
  type TimeOffRequest,
  type TimeOffReview,
} from '@daybook/contracts';
import { ApiError } from '../../lib/api-client';
import { WorkspaceContext, type WorkspaceValue } from '../../lib/workspace/workspace-context';
import { establishmentFixture } from '../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { HR_READ_RETRY as HR_RETRY } from '../../lib/query/hr-read-retry';
import { TimeOffView } from './time-off-view';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
const EMMA = '22222222-2222-4222-8222-222222222222';
const LIST = E.list.path.replace(':id', EST.id);
const BALANCES = E.balances.path.replace(':id', EST.id);

const request = (over: Partial<TimeOffRequest> = {}): TimeOffRequest => ({
  id: '33333333-3333-4333-8333-333333333333',
  employeeId: EMMA,
  employeeName: 'Emma Chen',
  establishmentId: EST.id,
  type: 'vacation',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  hours: 16,
  status: 'pending',
  notes: 'Family trip',
  reviewerNotes: null,
  approvedBy: null,
  approvedByName: null,
  approvedDate: null,
  reviewedBy: null,
  reviewedDate: null,
  calendarBlockId: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  ...over,
});

const balance: LeaveBalance = {
  employeeId: EMMA,
  employeeName: 'Emma Chen',
  vacation: 40,
  sick: 0,
  personal: 8,
  pending: { vacation: 16, sick: 0, personal: 0 },
};

function stub(answers: { list?: Response; review?: TimeOffReview } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith(LIST)) return answers.list ?? jsonResponse(200, { success: true, data: [request()] });
    if (url.startsWith(BALANCES)) return jsonResponse(200, { success: true, data: [balance] });
    if (url.endsWith('/review')) return jsonResponse(200, { success: true, data: answers.review });
    if (url === E.create.path && method === 'POST')
      return jsonResponse(201, { success: true, data: request() });
    if (url.startsWith('/api/hr/time-off/') && method === 'PUT')
      return jsonResponse(200, {
        success: true,
        data: { request: request({ status: 'approved' }), clashes: [], warning: null, resolved: [] },
      });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAs(role: Role, userId: string, ui: ReactElement) {
  const workspace = {
    role,
    user: { id: userId, email: 'me@example.com' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [EST],
    selectedId: EST.id,
    selected: EST,
  } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

const view = <TimeOffView establishmentId={EST.id} establishmentName={EST.name} timeZone={EST.timeZone} />;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TimeOffView', () => {
  it('shows an employee their requests and balance, and refuses an end before the start', async () => {
    const fetchMock = stub();
    renderAs('EMPLOYEE', EMMA, view);
    const table = within(await screen.findByRole('table', { name: 'Time off requests' }));
    expect(table.getByText('Mar 2, 2026 – Mar 3, 2026')).toBeTruthy();
    expect(table.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(
      within(await screen.findByRole('table', { name: 'Leave balances' })).getByText('40 h'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Request time off' }));
    fireEvent.change(screen.getByLabelText(/First day/), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2026-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(M.endBeforeStart)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);

    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2026-03-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
      );
      expect(JSON.parse(String((post?.[1] as RequestInit).body))).toMatchObject({
        start_date: '2026-03-10',
        end_date: '2026-03-11',
        type: 'vacation',
        establishment_id: EST.id,
      });
    });
  });

  it('lets a manager approve after choosing what happens to each clashing appointment', async () => {
    const fetchMock = stub({
      review: {
        request: request(),
        balanceHours: 40,
        remainingHours: 24,
        sufficient: true,
        clashes: [
          {
            appointmentId: 'a1',
            establishmentId: EST.id,
            startsAt: '2026-03-02T15:00:00.000Z',
            endsAt: '2026-03-02T16:00:00.000Z',
            clientName: 'Ada Client',
            serviceName: 'Haircut',
            status: 'booked',
            serviceId: 'sv1',
            staffId: EMMA,
          },
        ],
        warning: M.clashWarning(1),
      },
    });
    renderAs('MANAGER', 'manager-id', view);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve Emma Chen, Mar 2, 2026 – Mar 3, 2026' }),
    );
    expect(await screen.findByText(M.clashWarning(1))).toBeTruthy();
    expect(screen.getByText(/Haircut with Ada Client/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Enjoy' } });
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Cancel and notify'));
    await waitFor(() => expect(approve).toHaveProperty('disabled', false));
    fireEvent.click(approve);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
      );
      expect(String(put?.[0])).toBe(`/api/hr/time-off/${request().id}`);
      expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({
        status: 'approved',
        notes: 'Enjoy',
        resolutions: [{ appointmentId: 'a1', action: 'cancel' }],
      });
    });
  });

  it('shows the spec’s text when the requests cannot be fetched, and an empty state', async () => {
    stub({ list: jsonResponse(403, { success: false, message: 'You do not have permission to do this.' }) });
    renderAs('MANAGER', 'manager-id', view);
    expect(await screen.findByText(M.fetchFailed)).toBeTruthy();
    vi.unstubAllGlobals();
    stub({ list: jsonResponse(200, { success: true, data: [] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No time off requests yet.')).toBeTruthy();
  });

  it('retries HR reads 3 times with exponential backoff from 1 s, never a 4xx', () => {
    const server = new ApiError(503, 'Unavailable', null, null);
    expect([0, 1, 2, 3].map((n) => HR_RETRY.retry(n, server))).toEqual([true, true, true, false]);
    expect(HR_RETRY.retry(0, new ApiError(404, 'Not Found', null, null))).toBe(false);
    expect([0, 1, 2].map(HR_RETRY.retryDelay)).toEqual([1000, 2000, 4000]);
  });
});
