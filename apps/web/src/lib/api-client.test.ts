import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { jsonResponse } from '../test/render';
import { ApiError, apiRequest, onUnauthorized, setApiContext } from './api-client';

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setApiContext({ tenantId: null, establishmentId: null });
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1].headers);

describe('apiRequest', () => {
  it('sends JSON with cookies included and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [1] }));
    const result = await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    expect(result).toEqual({ success: true, data: [1] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(headersOf().get('content-type')).toBe('application/json');
  });

  it('sends the tenant header and the establishment header for a single location', async () => {
    setApiContext({ tenantId: 't1', establishmentId: 'e1' });
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/api/x', { method: 'PUT', body: {} });
    expect(headersOf().get('x-tenant-id')).toBe('t1');
    expect(headersOf().get('x-establishment-id')).toBe('e1');
  });

  it('leaves out the establishment header for all establishments', async () => {
    setApiContext({ tenantId: 't1', establishmentId: ALL_ESTABLISHMENTS });
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/api/x', { method: 'DELETE' });
    expect(headersOf().get('x-tenant-id')).toBe('t1');
    expect(headersOf().has('x-establishment-id')).toBe(false);
    // No body, no content type: the server would reject an empty JSON body.
    expect(headersOf().has('content-type')).toBe(false);
  });

  it('yields null for 404 by default and for 204', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { success: false, message: 'Not found.' }));
    expect(await apiRequest('/api/missing')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await apiRequest('/api/empty')).toBeNull();
  });

  it('throws on 404 when asked to', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { success: false, message: 'Not found.' }, 'Not Found'),
    );
    await expect(apiRequest('/api/missing', { nullOn404: false })).rejects.toThrow(
      'HTTP error! status: 404 - Not found.',
    );
  });

  it('keeps the per-field details of a 400 and drops malformed entries', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        success: false,
        message: 'This room is already booked at that time.',
        details: [
          { path: 'additionalServices.1.room', message: 'This room is already booked at that time.' },
          { path: 3 },
        ],
      }),
    );
    const err = (await apiRequest('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(err.details).toEqual([
      { path: 'additionalServices.1.room', message: 'This room is already booked at that time.' },
    ]);
  });

  it('turns other failures into ApiError with the server message, then the error field, then statusText', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        409,
        { success: false, error: 'Conflict', message: 'Email taken', code: 'EMAIL_TAKEN' },
        'Conflict',
      ),
    );
    const err = await apiRequest('/api/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('HTTP error! status: 409 - Email taken');
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).serverMessage).toBe('Email taken');
    expect((err as ApiError).code).toBe('EMAIL_TAKEN');

    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'Forbidden only' }, 'Forbidden'));
    await expect(apiRequest('/api/b')).rejects.toThrow('HTTP error! status: 403 - Forbidden only');

    fetchMock.mockResolvedValueOnce(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const bad = (await apiRequest('/api/c').catch((e: unknown) => e)) as ApiError;
    expect(bad.message).toBe('HTTP error! status: 502 - Bad Gateway');
    expect(bad.serverMessage).toBeNull();
  });

  it('tells listeners about 401 answers', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Not signed in.' }));
    await expect(apiRequest('/api/private')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledWith('/api/private');
    off();
  });
});
