import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RESOURCE_MESSAGES, type BookableResource } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { RoomsSection } from './rooms-section';

const resource = (id: string, name: string, over: Partial<BookableResource> = {}): BookableResource => ({
  id,
  establishmentId: 'e1',
  name,
  kind: 'room',
  isActive: true,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const COLOUR_BAR = resource('r1', 'Colour Bar');
const DRYER = resource('r2', 'Hood Dryer', { kind: 'equipment' });

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { success: true, data: [COLOUR_BAR, DRYER] });
    if (method === 'POST') {
      return jsonResponse(201, { success: true, data: resource('r3', 'x', JSON.parse(String(init?.body))) });
    }
    if (method === 'PUT') {
      const target = url.endsWith('/r2') ? DRYER : COLOUR_BAR;
      return jsonResponse(200, { success: true, data: { ...target, ...JSON.parse(String(init?.body)) } });
    }
    if (method === 'DELETE') {
      return jsonResponse(409, { success: false, message: RESOURCE_MESSAGES.inUse, code: 'CONFLICT' });
    }
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <RoomsSection establishmentId="e1" />
    </QueryClientProvider>,
  );
}

describe('RoomsSection', () => {
  it('lists rooms and equipment with every one, inactive included', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Rooms and resources' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Colour Bar', 'Room', 'Active'],
      ['Hood Dryer', 'Equipment', 'Active'],
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/admin/resources/establishment/e1?includeInactive=true',
    );
  });

  it('adds a room, refusing an empty name first', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    await screen.findByRole('table', { name: 'Rooms and resources' });
    const form = screen.getByRole('form', { name: 'Add a room or resource' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText(RESOURCE_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);

    await user.type(
      within(form).getByRole('textbox', { name: 'New room or resource' }),
      '  Treatment Room 3 ',
    );
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(String(calls('POST')[0]![0])).toBe('/api/admin/resources/establishment/e1');
    expect(bodyOf(calls('POST')[0]!)).toEqual({ name: 'Treatment Room 3', kind: 'room' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'New room or resource' })).toHaveProperty('value', ''),
    );
  });

  it('renames and deactivates', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rename Colour Bar' }));
    const input = screen.getByRole('textbox', { name: 'New name for Colour Bar' });
    await user.clear(input);
    await user.type(input, 'Colour Studio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(String(calls('PUT')[0]![0])).toBe('/api/admin/resources/r1');
    expect(bodyOf(calls('PUT')[0]!)).toEqual({ name: 'Colour Studio' });

    await user.click(screen.getByRole('button', { name: 'Deactivate Hood Dryer' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(2));
    expect(String(calls('PUT')[1]![0])).toBe('/api/admin/resources/r2');
    expect(bodyOf(calls('PUT')[1]!)).toEqual({ isActive: false });
  });

  it('offers to deactivate a room the server refuses to delete because appointments hold it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Colour Bar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Colour Bar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(RESOURCE_MESSAGES.inUse)).toBeTruthy();
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/resources/r1');

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(bodyOf(calls('PUT')[0]!)).toEqual({ isActive: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
