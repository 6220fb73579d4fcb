import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../features/online-booking/api/booking-queries';
import { jsonResponse } from '../test/render';
import { preloadPage } from './router';

const PLACE_ID = '22222222-2222-4222-8222-222222222222';

afterEach(() => vi.unstubAllGlobals());

describe('preloadPage', () => {
  it("starts a booking link's location call with the page's code, into the cache the page reads", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: { id: PLACE_ID } }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const loading = preloadPage({ pathname: `/book/${PLACE_ID}` }, queryClient);
    // Asked at once, not after the page's code has arrived.
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/public/booking/establishments/${PLACE_ID}`,
      expect.anything(),
    );
    await loading;
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(bookingKeys.establishment(PLACE_ID))).toEqual({ id: PLACE_ID }),
    );
  });

  it('asks for nothing on pages whose first screen needs no call', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await preloadPage({ pathname: '/login' }, new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
