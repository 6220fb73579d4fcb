import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { notifications } from '@mantine/notifications';
import { jsonResponse } from '../../../test/render';
import { CANNOT_BOOK, useBookClientLink } from './book-client-link';
import type { ClientSummary } from './client-search';

const ADA_ID = 'c0000000-0000-4000-8000-000000000001';
const UNKNOWN_ID = 'c0000000-0000-4000-8000-0000000000ff';

beforeEach(() => {
  // A spy on the shared object, not a module mock: with isolation off another file may have
  // loaded the hook (and the real notifications) into this worker first.
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith(ADA_ID)
        ? jsonResponse(200, {
            success: true,
            data: {
              id: ADA_ID,
              name: 'Ada Lovelace',
              phone: '+12125550123',
              email: 'ada@example.com',
              establishmentId: 'e1',
              establishmentName: 'Luxe Salon Manhattan',
              notes: [],
            },
          })
        : jsonResponse(404, { success: false, error: 'Client not found.' }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The calendar's use of the hook: the client it would open the panel for, and the address. */
function Calendar({ canBook }: { canBook: boolean }) {
  const [opened, setOpened] = useState<ClientSummary[]>([]);
  useBookClientLink({ canBook, onClient: (c) => setOpened((list) => [...list, c]) });
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="opened">{opened.map((c) => c.name).join(', ')}</output>
    </>
  );
}

function renderAt(path: string, canBook = true) {
  // StrictMode runs effects twice: the link must still open the panel once.
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Calendar canBook={canBook} />
      </MemoryRouter>
    </StrictMode>,
  );
}

const text = (label: string) => screen.getByRole('status', { name: label }).textContent;

describe('/calendar?bookClientId=', () => {
  it('opens the booking panel once for the client and drops the parameter', async () => {
    renderAt(`/calendar?view=day&bookClientId=${ADA_ID}`);
    await waitFor(() => expect(text('opened')).toBe('Ada Lovelace'));
    expect(text('address')).toBe('/calendar?view=day');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(`/api/admin/crm/clients/${ADA_ID}`);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('toasts the error for an unknown client and opens nothing', async () => {
    renderAt(`/calendar?bookClientId=${UNKNOWN_ID}`);
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Failed to fetch client',
          message: 'Client not found.',
        }),
      ),
    );
    expect(text('opened')).toBe('');
    expect(text('address')).toBe('/calendar');
  });

  it('opens nothing for a role that cannot book, and says so', async () => {
    renderAt(`/calendar?bookClientId=${ADA_ID}`, false);
    await waitFor(() => expect(text('address')).toBe('/calendar'));
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: CANNOT_BOOK }));
    expect(fetch).not.toHaveBeenCalled();
    expect(text('opened')).toBe('');
  });
});
