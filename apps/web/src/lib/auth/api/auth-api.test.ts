import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_HINT_COOKIE, type AuthUser } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { fetchCurrentUser, validateSignedInUser } from './auth-api';

const user = { id: 'u', email: 'e@x.example', tenantId: 't' } as AuthUser;
let fetchMock: ReturnType<typeof vi.fn<() => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<() => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchCurrentUser', () => {
  it('treats 401 as no session without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not signed in.' }));
    expect(await fetchCurrentUser(3, 0)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries network and 5xx errors up to 3 attempts', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, user }));
    expect(await fetchCurrentUser(3, 0)).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks nothing without the session hint, so a signed-out page logs no 401', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    expect(await fetchCurrentUser(3, 0)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives up after 3 failed attempts', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, {}));
    expect(await fetchCurrentUser(3, 0)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('validateSignedInUser', () => {
  it('uses the spec texts for missing fields', () => {
    expect(() => validateSignedInUser(null)).toThrow(MESSAGES.loginFailed);
    expect(() => validateSignedInUser({ success: true, user: { ...user, id: '' } })).toThrow(
      MESSAGES.userIdRequired,
    );
    expect(() => validateSignedInUser({ success: true, user: { ...user, email: '' } })).toThrow(
      MESSAGES.userEmailRequired,
    );
    expect(() => validateSignedInUser({ success: true, user: { ...user, tenantId: '' } })).toThrow(
      MESSAGES.userTenantRequired,
    );
    expect(validateSignedInUser({ success: true, user })).toBe(user);
  });
});
