import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { OWNER_USER } from '../../test/auth-user-fixture';
import { AuthProvider, useAuth } from './auth-context';

function Status() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.status}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
    </>
  );
}

/** The provider over a cache already holding `key`'s data, with /auth/me answering `me`. */
function mount(me: AuthUser | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/auth/me'))
        return me ? jsonResponse(200, { success: true, user: me }) : jsonResponse(401, { success: false });
      return jsonResponse(200, { success: true });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(['online-booking', 'establishment', 'p1'], { id: 'p1' });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider', () => {
  it('keeps public data read before the first session check answered signed out', async () => {
    const client = mount(null);
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(client.getQueryData(['online-booking', 'establishment', 'p1'])).toEqual({ id: 'p1' });
  });

  it("drops everything cached when a person's session ends", async () => {
    const client = mount(OWNER_USER);
    expect(await screen.findByText('signed-in')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(client.getQueryData(['online-booking', 'establishment', 'p1'])).toBeUndefined();
  });
});
