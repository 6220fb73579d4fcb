/**
 * The Segments tab (issue #32): the saved list with counts, a builder whose count follows the
 * filter as a field changes (the preview endpoint answers per filter), and saving.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SEGMENT_ENDPOINTS as E,
  type Segment,
  type SegmentFilter,
  type SegmentPreview,
} from '@daybook/contracts';
import { createQueryClient } from '../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { SegmentsTab } from './components/segments-tab';

const TENANT = '99999999-9999-4999-8999-999999999999';
const EST = { id: '11111111-1111-4111-8111-111111111111', name: 'Salon One' };

const segment = (over: Partial<Segment> = {}): Segment => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Lapsed regulars',
  filter: { lastVisitBefore: '2026-06-01', visitsMin: 3 },
  memberCount: 7,
  createdBy: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

/** The preview answers 42 for any filter, and 3 once visits are asked for. */
const previewOf = (filter: SegmentFilter): SegmentPreview => ({
  count: filter.visitsMin === undefined ? 42 : 3,
  clients: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Ava Brooks',
      email: 'ava@example.com',
      lastVisitAt: null,
    },
  ],
});

function stub() {
  let saved: Segment[] = [segment()];
  const previews: SegmentFilter[] = [];
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === E.preview.path && method === 'POST') {
      previews.push(body.filter);
      return jsonResponse(200, { success: true, data: previewOf(body.filter) });
    }
    if (url === E.list.path && method === 'POST') {
      posted.push(body);
      const made = segment({
        id: '55555555-5555-4555-8555-555555555555',
        name: body.name,
        filter: body.filter,
        memberCount: 3,
      });
      saved = [...saved, made];
      return jsonResponse(201, { success: true, data: made });
    }
    if (url === E.list.path) return jsonResponse(200, { success: true, data: saved });
    if (url.startsWith(`${E.list.path}/${segment().id}/members`))
      return jsonResponse(200, {
        success: true,
        data: { members: previewOf({}).clients, total: 1, page: 1, pageSize: 50 },
      });
    if (url.startsWith('/api/admin/services/') || url.startsWith('/api/admin/staff/'))
      return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { previews, posted };
}

function renderTab() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter>
        <SegmentsTab tenantId={TENANT} establishments={[EST]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Segments tab', () => {
  it('lists saved segments with their member counts', async () => {
    stub();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Saved segments' });
    const row = within(table).getByRole('row', { name: /Lapsed regulars/ });
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Lapsed regulars' })).toBeTruthy();
  });

  it('updates the count as a field changes, then saves and lists the new segment', async () => {
    const { previews, posted } = stub();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'New segment' }));
    expect((await screen.findByTestId('segment-count')).textContent).toBe('42 clients match');
    expect(screen.getByRole('table', { name: 'First matching clients' }).textContent).toContain('Ava Brooks');

    await user.type(screen.getByRole('textbox', { name: 'Visits at least' }), '2');
    await waitFor(() => expect(screen.getByTestId('segment-count').textContent).toBe('3 clients match'));
    expect(previews.at(-1)).toEqual({ visitsMin: 2 });

    await user.type(screen.getByRole('textbox', { name: /Segment name/ }), 'Regulars');
    await user.click(screen.getByRole('button', { name: 'Save segment' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'Regulars', filter: { visitsMin: 2 } }]));
    const table = await screen.findByRole('table', { name: 'Saved segments' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Regulars 3/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Save segment' })).toBeNull();
  });

  it('opens a segment’s members', async () => {
    stub();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Members of Lapsed regulars' }));
    const table = await screen.findByRole('table', { name: 'Segment members' });
    expect(within(table).getByRole('row', { name: /Ava Brooks ava@example.com Never/ })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === E.list.path
          ? jsonResponse(200, { success: true, data: [] })
          : jsonResponse(200, { success: true, data: [] }),
      ),
    );
    renderTab();
    expect(await screen.findByText('No segments yet')).toBeTruthy();
  });
});
