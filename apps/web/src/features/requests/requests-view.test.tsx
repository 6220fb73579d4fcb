import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REQUEST_ENDPOINTS as E,
  REQUEST_MESSAGES as M,
  type InternalRequest,
  type RequestList,
  type Role,
} from '@daybook/contracts';
import { establishmentFixture } from '../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { RequestsView } from './requests-view';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
const EMMA = '22222222-2222-4222-8222-222222222222';
const FIONA = '44444444-4444-4444-8444-444444444444';
const LIST = E.list.path.replace(':id', EST.id);
const ASSIGNEES = E.assignees.path.replace(':id', EST.id);

const request = (over: Partial<InternalRequest> = {}): InternalRequest => ({
  id: '33333333-3333-4333-8333-333333333333',
  establishmentId: EST.id,
  staffId: FIONA,
  staffName: 'Fiona Walsh',
  assignedTo: null,
  assignedToName: null,
  title: 'Station 3 chair will not lock',
  description: 'Slips when a client leans back.',
  type: 'maintenance',
  priority: 'urgent',
  status: 'open',
  response: null,
  resolvedAt: null,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  ...over,
});

const page = (requests: InternalRequest[]): RequestList => ({
  requests,
  total: requests.length,
  page: 1,
  pageSize: 20,
  counts: { open: requests.length, in_progress: 0, resolved: 0, closed: 0 },
});

function stub(answers: { list?: Response; one?: InternalRequest } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith(LIST))
      return answers.list ?? jsonResponse(200, { success: true, data: page([request()]) });
    if (url.startsWith(ASSIGNEES))
      return jsonResponse(200, { success: true, data: [{ id: EMMA, name: 'Emma Chen', role: 'employee' }] });
    if (url === E.create.path && method === 'POST')
      return jsonResponse(201, { success: true, data: request() });
    if (url.startsWith('/api/admin/requests/') && method === 'PATCH')
      return jsonResponse(200, { success: true, data: request({ status: 'in_progress', assignedTo: EMMA }) });
    if (url.startsWith('/api/admin/requests/'))
      return jsonResponse(200, { success: true, data: answers.one ?? request() });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderView(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const view = (role: Role, userId: string) => (
  <RequestsView establishmentId={EST.id} establishmentName={EST.name} role={role} userId={userId} />
);

const bodyOf = (fetchMock: ReturnType<typeof stub>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === method);
  return call
    ? { url: String(call[0]), body: JSON.parse(String((call[1] as RequestInit).body)) as unknown }
    : null;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RequestsView', () => {
  it('lists requests with badges and relative times, and filters by status with counts', async () => {
    const fetchMock = stub();
    renderView(view('MANAGER', 'boss'));
    const list = within(await screen.findByRole('list', { name: 'Requests' }));
    expect(list.getByText('Station 3 chair will not lock')).toBeTruthy();
    expect(list.getByText('Urgent')).toBeTruthy();
    expect(list.getByText('Open')).toBeTruthy();
    expect(list.getByText('3 hours ago')).toBeTruthy();
    expect(screen.getByText('Open (1)')).toBeTruthy();
    fireEvent.click(screen.getByText('Resolved (0)'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=resolved'))).toBe(true),
    );
    expect(screen.getByRole('switch', { name: 'Mine only' })).toBeTruthy();
  });

  it('lets a manager assign from the drawer, which sends assigned_to', async () => {
    const fetchMock = stub();
    renderView(view('MANAGER', 'boss'));
    fireEvent.click(await screen.findByRole('button', { name: /Station 3 chair will not lock/ }));
    const drawer = within(await screen.findByRole('dialog'));
    const user = userEvent.setup();
    await user.click(drawer.getByRole('combobox', { name: 'Assigned to' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === ASSIGNEES)).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Emma Chen', hidden: true }));
    await waitFor(() => {
      const patch = bodyOf(fetchMock, 'PATCH');
      expect(patch?.url).toBe(`/api/admin/requests/${request().id}`);
      expect(patch?.body).toEqual({ assigned_to: EMMA });
    });
  });

  it('lets the assignee resolve with a response, and offers no assignment', async () => {
    const mine = request({ status: 'in_progress', assignedTo: EMMA, assignedToName: 'Emma Chen' });
    const fetchMock = stub({ list: jsonResponse(200, { success: true, data: page([mine]) }), one: mine });
    renderView(view('EMPLOYEE', EMMA));
    expect(screen.queryByRole('switch', { name: 'Mine only' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Station 3 chair/ }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
    expect(drawer.queryByRole('button', { name: 'Close request' })).toBeNull();
    fireEvent.change(drawer.getByLabelText('Response'), { target: { value: 'Tightened it.' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PATCH')?.body).toEqual({ status: 'resolved', response: 'Tightened it.' }),
    );
  });

  it('raises a request from the form and refuses a blank title', async () => {
    const fetchMock = stub();
    renderView(view('EMPLOYEE', EMMA));
    fireEvent.click(await screen.findByRole('button', { name: 'New request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText(M.title)).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'More towels' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create request' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')?.body).toEqual({
        type: 'supplies',
        priority: 'normal',
        title: 'More towels',
        establishment_id: EST.id,
      }),
    );
  });

  it('shows the load error with retry, and the empty state', async () => {
    stub({ list: jsonResponse(403, { success: false, message: 'You do not have permission to do this.' }) });
    renderView(view('MANAGER', 'boss'));
    expect(await screen.findByText(M.fetchFailed)).toBeTruthy();
    vi.unstubAllGlobals();
    stub({ list: jsonResponse(200, { success: true, data: page([]) }) });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No requests yet/)).toBeTruthy();
  });
});
