import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import {
  WALK_IN_ENDPOINTS as E,
  WALK_IN_MESSAGES as M,
  endpointPath,
  type Role,
  type WalkIn,
  type WalkInStaffOption,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WalkInQueue } from './walk-in-queue';
import { walkIn } from './walk-in-fixture';

const ZONE = 'America/New_York';
const QUEUE_URL = endpointPath(E.list, { tenantId: 't1', establishmentId: 'e1' });
const STAFF_URL = endpointPath(E.staffOptions, { tenantId: 't1', establishmentId: 'e1', visitId: 'w1' });
const OPTIONS: WalkInStaffOption[] = [
  { staffId: 'u1', name: 'Emma Chen', freeNow: false, nextOpening: '11:10' },
  { staffId: 'u2', name: 'Marcus Reyes', freeNow: true, nextOpening: '10:50' },
];
const staffAnswer = (url: string) =>
  url === STAFF_URL ? jsonResponse(200, { success: true, data: OPTIONS }) : undefined;

const QUEUE: WalkIn[] = [
  walkIn({}),
  walkIn({
    id: 'w2',
    clientName: 'Ben Stone',
    status: 'done',
    appointmentId: 'a9',
    servingStaffName: 'Emma Chen',
    estimatedWait: null,
    estimatedTime: null,
    estimateSource: null,
  }),
];

function renderQueue(role: Role, fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient({ retry: false });
  renderWithMantine(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <WalkInQueue tenantId="t1" establishmentId="e1" timeZone={ZONE} role={role} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const answering = (patch?: (url: string, init: RequestInit) => Response | undefined) =>
  vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = patch?.(url, init);
    if (answer) return answer;
    if (url.startsWith(QUEUE_URL) && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, { success: true, data: QUEUE });
    return jsonResponse(200, { success: true, data: [] });
  });

afterEach(() => vi.unstubAllGlobals());

describe('WalkInQueue', () => {
  it('shows the queue with wait estimates, status badges and a checkout link for a done visit', async () => {
    renderQueue('FRONTDESK', answering());
    const ava = await screen.findByRole('listitem', { name: 'Ava Walker, Waiting' });
    expect(within(ava).getByText('about 50 min · ~10:50 AM')).toBeTruthy();
    expect(within(ava).getByText('Checked in 9:56 AM · (212) 555-0199')).toBeTruthy();
    expect(within(ava).getByText('likely with Marcus Reyes')).toBeTruthy();
    const ben = screen.getByRole('listitem', { name: 'Ben Stone, Done' });
    expect(within(ben).getByRole('link', { name: 'Check out: Ben Stone' }).getAttribute('href')).toBe(
      '/register?appointment=a9',
    );
    expect(screen.getByText('Nobody is in service.')).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeTruthy();
  });

  it('says when the calendar has no opening left today, rather than guess a wait', async () => {
    const late = walkIn({
      id: 'w3',
      clientName: 'Late Walker',
      staffId: 'u1',
      staffName: 'Emma Chen',
      servingStaffId: null,
      servingStaffName: null,
      estimatedWait: null,
      estimatedTime: null,
      estimateSource: 'none',
    });
    renderQueue(
      'FRONTDESK',
      answering((url, init) =>
        url.startsWith(QUEUE_URL) && (init.method ?? 'GET') === 'GET'
          ? jsonResponse(200, { success: true, data: [...QUEUE, late] })
          : undefined,
      ),
    );
    const row = await screen.findByRole('listitem', { name: 'Late Walker, Waiting' });
    expect(within(row).getByTestId('walk-in-wait').textContent).toBe(M.noOpening);
    const ava = screen.getByRole('listitem', { name: 'Ava Walker, Waiting' });
    expect(within(ava).queryByText(M.noOpening)).toBeNull();
  });

  it('starts a walk-in with the chosen staff member: a PATCH to in_service', async () => {
    const patchUrl = endpointPath(E.updateStatus, { tenantId: 't1', establishmentId: 'e1', visitId: 'w1' });
    const fetchMock = answering((url, init) =>
      url === patchUrl && init.method === 'PATCH'
        ? jsonResponse(200, { success: true, data: walkIn({ status: 'in_service' }) })
        : staffAnswer(url),
    );
    renderQueue('FRONTDESK', fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Ava Walker' }));
    // Marcus, the estimate's stylist and free now, is preset; Emma is listed with when she frees up.
    expect(await screen.findByText('Emma Chen: free at 11:10 AM')).toBeTruthy();
    expect(screen.getByText('Marcus Reyes: free now')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Start service' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u, i]) => u === patchUrl && (i as RequestInit).method === 'PATCH'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => u === patchUrl)!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ status: 'in_service', staffId: 'u2' });
  });

  it('shows the server’s reason when starting is refused, in the dialog', async () => {
    const fetchMock = answering((url, init) =>
      init.method === 'PATCH'
        ? jsonResponse(409, {
            success: false,
            message: M.staffBusy,
            error: M.staffBusy,
            code: 'CONFLICT',
          })
        : staffAnswer(url),
    );
    renderQueue('MANAGER', fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Ava Walker' }));
    await screen.findByText('Marcus Reyes: free now');
    fireEvent.click(await screen.findByRole('button', { name: 'Start service' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.staffBusy);
  });

  it('shows the server’s sentence when a move is refused, never “HTTP error! status: 409”', async () => {
    const refusal = M.transition('waiting', 'left');
    renderQueue(
      'FRONTDESK',
      answering((_url, init) =>
        init.method === 'PATCH'
          ? jsonResponse(409, { success: false, message: refusal, error: refusal, code: 'CONFLICT' })
          : undefined,
      ),
    );
    const ava = await screen.findByRole('listitem', { name: 'Ava Walker, Waiting' });
    fireEvent.click(within(ava).getByRole('button', { name: 'Left' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(alert.textContent).not.toContain('HTTP error');
  });

  it('gives an employee the queue without moves', async () => {
    renderQueue('EMPLOYEE', answering());
    await screen.findByRole('listitem', { name: 'Ava Walker, Waiting' });
    expect(screen.queryByRole('button', { name: 'Add walk-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull();
  });

  it('checks the Add walk-in form before sending', async () => {
    const fetchMock = answering();
    renderQueue('FRONTDESK', fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Add walk-in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add walk-in' }));
    expect(await within(dialog).findByText(M.clientName)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    );
  });

  it('shows spec §8’s text when the queue fails to load', async () => {
    renderQueue(
      'FRONTDESK',
      vi.fn(async () => jsonResponse(403, { success: false, message: 'Forbidden' })),
    );
    expect(await screen.findByText(M.fetchFailed)).toBeTruthy();
  });
});
