import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  TIME_CLOCK_ENDPOINTS as E,
  endpointPath,
  type Role,
  type TeamMember,
  type TeamToday,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { TeamView } from './team-view';

const ZONE = 'America/New_York';

const member = (over: Partial<TeamMember>): TeamMember => ({
  userId: 'u1',
  firstName: 'Emma',
  lastName: 'Chen',
  name: 'Emma Chen',
  title: 'Senior Stylist',
  avatarUrl: null,
  role: 'employee',
  status: 'not_in',
  hoursWorked: 0,
  todayRevenue: 0,
  utilizationRate: 0,
  scheduledMinutes: 480,
  bookedMinutes: 0,
  shiftId: null,
  timeEntries: [],
  ...over,
});

const TEAM: TeamToday = {
  establishmentId: 'e1',
  date: '2026-12-08',
  timeZone: ZONE,
  members: [
    member({
      status: 'checked_in',
      hoursWorked: 5.67,
      todayRevenue: 16500,
      utilizationRate: 62.5,
      shiftId: 's1',
      timeEntries: [
        {
          id: 'p1',
          shiftId: 's1',
          kind: 'check_in',
          at: '2026-12-08T13:50:00.000Z',
          recordedBy: 'u3',
          recordedByName: 'Fiona Walsh',
          reason: null,
          replaced: null,
        },
      ],
    }),
    member({
      userId: 'u2',
      firstName: 'Marcus',
      lastName: 'Reyes',
      name: 'Marcus Reyes',
      title: null,
      role: 'manager',
    }),
  ],
  needsReview: [],
};

function renderView(role: Role, fetchMock: ReturnType<typeof vi.fn>, userId = 'u9') {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <TeamView establishmentId="e1" timeZone={ZONE} role={role} userId={userId} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamView', () => {
  it('shows status, hours, revenue in dollars, utilisation and entries; a break changes the badge', async () => {
    const breakUrl = endpointPath(E.breakStart, { id: 'e1', userId: 'u1' });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === breakUrl)
        return jsonResponse(201, { success: true, data: { ...TEAM.members[0], status: 'on_break' } });
      if (url.startsWith(endpointPath(E.teamToday, { id: 'e1' })))
        return jsonResponse(200, { success: true, data: TEAM });
      return jsonResponse(404, {});
    });
    renderView('FRONTDESK', fetchMock);
    const emma = await screen.findByRole('article', { name: 'Emma Chen' });
    expect(within(emma).getByText('Checked in')).toBeTruthy();
    expect(within(emma).getByText('5.67 h')).toBeTruthy();
    expect(within(emma).getByText('$165.00')).toBeTruthy();
    expect(within(emma).getByText('62.5%')).toBeTruthy();
    expect(within(emma).getByText(/Checked in$/, { selector: 'li *, li' })).toBeTruthy();
    expect(within(emma).getByText('8:50 AM')).toBeTruthy();
    // Only the buttons the status allows.
    expect(within(emma).queryByRole('button', { name: 'Check in: Emma Chen' })).toBeNull();
    const marcus = screen.getByRole('article', { name: 'Marcus Reyes' });
    expect(within(marcus).getByText('Not in')).toBeTruthy();
    expect(within(marcus).getByRole('button', { name: 'Check in: Marcus Reyes' })).toBeTruthy();
    expect(within(marcus).queryByRole('button', { name: /Start break/ })).toBeNull();

    fireEvent.click(within(emma).getByRole('button', { name: 'Start break: Emma Chen' }));
    await waitFor(() => expect(within(emma).getByText('On break')).toBeTruthy());
    expect(within(emma).getByRole('button', { name: 'End break: Emma Chen' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([u, i]) => u === breakUrl && (i as RequestInit).method === 'POST'),
    ).toBe(true);
    // The front desk does not edit shifts.
    expect(screen.queryByRole('heading', { name: 'Needs review' })).toBeNull();
  });

  it('gives an employee buttons for themselves only', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: TEAM }));
    renderView('EMPLOYEE', fetchMock, 'u1');
    const emma = await screen.findByRole('article', { name: 'Emma Chen' });
    expect(within(emma).getByRole('button', { name: 'Check out: Emma Chen' })).toBeTruthy();
    const marcus = screen.getByRole('article', { name: 'Marcus Reyes' });
    expect(within(marcus).queryByRole('button')).toBeNull();
  });

  it('lists shifts to review for a manager, whose edit needs a reason', async () => {
    const review = {
      id: 's9',
      establishmentId: 'e1',
      userId: 'u2',
      userName: 'Marcus Reyes',
      clockInAt: '2026-12-07T14:00:00.000Z',
      clockOutAt: '2026-12-08T00:00:00.000Z',
      autoClosed: true,
      needsReview: true,
      breaks: [],
      workedMinutes: 600,
      entries: [],
    };
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { success: true, data: { ...review, needsReview: false } })
        : jsonResponse(200, { success: true, data: { ...TEAM, needsReview: [review] } }),
    );
    renderView('MANAGER', fetchMock);
    expect(await screen.findByRole('heading', { name: 'Needs review' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit shift of Marcus Reyes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Give a reason for the change.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Left at five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shift' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')).toBe(
        true,
      ),
    );
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')!;
    expect(put[0]).toBe(endpointPath(E.updateShift, { id: 's9' }));
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({
      clockInAt: '2026-12-07T14:00:00.000Z',
      clockOutAt: '2026-12-08T00:00:00.000Z',
      reason: 'Left at five',
    });
  });
});
