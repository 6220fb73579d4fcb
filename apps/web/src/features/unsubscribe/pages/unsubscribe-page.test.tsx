/**
 * The public unsubscribe page (issue #32): nothing changes on load (link scanners open links);
 * the button withdraws and the confirmation follows; an invalid link says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CONSENT_ENDPOINTS, CONSENT_MESSAGES, endpointPath, type UnsubscribeState } from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'abcDEF123_-token';
const PATH = endpointPath(CONSENT_ENDPOINTS.unsubscribe, { token: TOKEN });
const STATE: UnsubscribeState = {
  businessName: 'Luxe Salon',
  channel: 'email',
  purpose: 'marketing',
  granted: true,
};

let fetchMock: ReturnType<typeof vi.fn>;
function serve(found: boolean) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== PATH || !found)
      return jsonResponse(404, { success: false, message: CONSENT_MESSAGES.linkInvalid });
    const granted = init?.method !== 'POST';
    return jsonResponse(200, { success: true, data: { ...STATE, granted } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function render() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[`/unsubscribe/${TOKEN}`]}>
        <Routes>
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribePage', () => {
  it('asks first, then unsubscribes with one button and confirms', async () => {
    serve(true);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Luxe Salon' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    // Opening the page changed nothing.
    expect(posts()).toHaveLength(0);
    await userEvent.setup().click(button);
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('You’re unsubscribed from marketing emails.');
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says plainly when the link is not valid', async () => {
    serve(false);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONSENT_MESSAGES.linkInvalid));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(posts()).toHaveLength(0);
  });
});
