/**
 * Query and mutation options from an endpoint contract: the key is path, params and query under
 * the location's scope; the query declares its reads; the mutation its toast title and writes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { CHECKOUT_ENDPOINTS } from '@daybook/contracts';
import { jsonResponse } from '../../test/render';
import { endpointKey, endpointMutation, endpointQuery } from './endpoint-query';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('endpointKey', () => {
  it('is the path, params and set query fields, under the location when given', () => {
    const key = endpointKey(
      CHECKOUT_ENDPOINTS.ticket,
      { params: { id: 't1' }, query: { a: '1', b: undefined } },
      'e1',
    );
    expect(key).toEqual(['est', 'e1', '/api/tickets/:id', { id: 't1' }, { a: '1' }]);
    expect(endpointKey(CHECKOUT_ENDPOINTS.ticket, { params: { id: 't1' } })).toEqual([
      '/api/tickets/:id',
      { id: 't1' },
      {},
    ]);
  });
});

describe('endpointQuery', () => {
  it('reads the endpoint with its query, declares its reads and passes select through', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { taxRate: 0.08 } }));
    const options = endpointQuery(
      CHECKOUT_ENDPOINTS.settings,
      { query: { establishmentId: 'e1' } },
      { reads: ['register_settings'], establishmentId: 'e1', select: (a) => a.data },
    );
    expect(options.meta).toEqual({ reads: ['register_settings'], errorTitle: undefined });
    const client = new QueryClient();
    await client.fetchQuery(options);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/register/settings?establishmentId=e1');
    expect(client.getQueryData(options.queryKey)).toEqual({ success: true, data: { taxRate: 0.08 } });
  });
});

describe('endpointMutation', () => {
  it('calls the endpoint with the call made of its variables and carries title and writes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: {} }));
    const options = endpointMutation(CHECKOUT_ENDPOINTS.sendReceipt, {
      call: (id: string) => ({ params: { id }, body: {} }),
      errorTitle: 'Failed to send the receipt',
      writes: [],
    });
    expect(options.meta).toEqual({ errorTitle: 'Failed to send the receipt', writes: [] });
    await new MutationObserver(new QueryClient(), options).mutate('tx1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/transactions/tx1/receipt/');
    expect(init.method).toBe('POST');
  });
});
