import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  defaultBusinessHours,
  defaultEstablishmentSettings,
  type Establishment,
  type Service,
  type StaffMember,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { FindNextDialog, type FindNextRequest, type FoundTime } from './find-next-dialog';

const ID = {
  cut: 'c0000000-0000-4000-8000-000000000001',
  emma: 'a0000000-0000-4000-8000-000000000001',
  marcus: 'a0000000-0000-4000-8000-000000000002',
  estab: 'e0000000-0000-4000-8000-000000000001',
};

const CUT = {
  id: ID.cut,
  name: "Women's Haircut",
  duration: 60,
  price: 85,
  isActive: true,
  staffIds: [],
} as unknown as Service;
const person = (id: string, name: string): StaffMember =>
  ({ id, name, color: '#228BE6', bookable: true, sortOrder: 0 }) as StaffMember;
const STAFF = [person(ID.emma, 'Emma Chen'), person(ID.marcus, 'Marcus Reed')];
const ESTABLISHMENT = {
  id: ID.estab,
  name: 'Luxe Salon Manhattan',
  timeZone: 'America/New_York',
  businessHours: defaultBusinessHours(),
  settings: defaultEstablishmentSettings(),
} as Establishment;

const slot = (date: string, startTime: string, endTime: string, staffIds: string[]) => ({
  date,
  startTime,
  endTime,
  staffIds,
  available: true,
});

let answer: (url: string) => Response;
const fetchMock = vi.fn(async (url: string) => answer(url));

beforeEach(() => {
  // Tuesday Nov 24, 2026, 10:00 in New York: "today" of the search. Only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(request: FindNextRequest) {
  const onChoose = vi.fn<(t: FoundTime) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <FindNextDialog
        request={request}
        establishment={ESTABLISHMENT}
        shownDate="2026-11-23"
        services={[CUT]}
        staff={STAFF}
        onClose={() => {}}
        onChoose={onChoose}
      />
    </QueryClientProvider>,
  );
  return onChoose;
}

const calledUrls = () => fetchMock.mock.calls.map(([url]) => url);

describe('FindNextDialog', () => {
  it('asks for a service first, then lists the next free times and hands the chosen one on', async () => {
    // Two free times in the first week, none later.
    answer = (url) =>
      jsonResponse(200, {
        success: true,
        data: {
          availability: url.includes('date=2026-11-24&')
            ? [
                slot('2026-11-25', '09:30', '10:30', [ID.emma, ID.marcus]),
                slot('2026-11-25', '09:45', '10:45', [ID.marcus]),
              ]
            : [],
          availabilityByStaff: {},
        },
      });
    const user = userEvent.setup();
    const onChoose = renderDialog({ serviceId: null, staffId: null });
    const dialog = screen.getByRole('dialog', { name: 'Find next available' });
    expect(
      within(dialog).getByText(/Choose a service to see its next free times from Tuesday, Nov 24/),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: /^Women's Haircut · 60 min/ }));

    const list = await within(dialog).findByRole('list', { name: /Next free times for Women's Haircut/ });
    const times = within(list).getAllByRole('button');
    expect(times.map((b) => b.textContent)).toEqual([
      'Wed, Nov 25 · 9:30 AM · Emma Chen (+1 more free)',
      'Wed, Nov 25 · 9:45 AM · Marcus Reed',
    ]);
    // Today onwards (the calendar shows an earlier day), in a week, then 31 and 22 days.
    expect(calledUrls()).toHaveLength(3);
    expect(calledUrls()[0]).toContain(`/api/appointments/availability/${ID.estab}?date=2026-11-24&days=7`);
    expect(calledUrls()[0]).toContain(`serviceId=${ID.cut}`);
    expect(calledUrls()[0]).not.toContain('staffIds');

    await user.click(times[1]!);
    expect(onChoose).toHaveBeenCalledWith({
      date: '2026-11-25',
      startTime: '09:45',
      staffId: ID.marcus,
      serviceId: ID.cut,
    });
  });

  it('says honestly when one staff member has no free time, and searches anyone on request', async () => {
    answer = () => jsonResponse(200, { success: true, data: { availability: [], availabilityByStaff: {} } });
    const user = userEvent.setup();
    renderDialog({ serviceId: ID.cut, staffId: ID.emma, from: '2026-12-01' });
    expect(
      await screen.findByText(
        "No free time for Women's Haircut with Emma Chen from Tue, Dec 1 to Sat, Jan 23.",
      ),
    ).toBeTruthy();
    expect(calledUrls()[0]).toContain(`date=2026-12-01&days=7`);
    expect(calledUrls()[0]).toContain(`staffIds=${ID.emma}`);

    await user.click(screen.getByRole('button', { name: 'Search anyone' }));
    expect(
      await screen.findByText("No free time for Women's Haircut from Tue, Dec 1 to Sat, Jan 23."),
    ).toBeTruthy();
  });

  it('shows a failed search with Retry', async () => {
    answer = () => jsonResponse(503, { success: false, message: 'Service unavailable' });
    renderDialog({ serviceId: ID.cut, staffId: null });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Failed to check availability');
    expect(within(problem).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
