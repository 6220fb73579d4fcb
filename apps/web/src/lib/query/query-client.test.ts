/**
 * The query client's one set of fetch rules: which reads retry and how long they wait, the
 * failure toast with the server's sentence, and a write refetching the queries reading what it
 * changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api-client';
import { createQueryClient, retryRead, retryReadDelay } from './query-client';

describe('retryRead (spec §7, §9: 3 attempts, 1 s then 2 s)', () => {
  it('retries twice after network and server failures, waiting 1 s then 2 s', () => {
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((n) => retryRead(n, network))).toEqual([true, true, false]);
    expect(retryRead(0, new ApiError(503, 'Service Unavailable', null, null))).toBe(true);
    expect([0, 1].map(retryReadDelay)).toEqual([1_000, 2_000]);
  });

  it('does not repeat a request the server refused', () => {
    expect(retryRead(0, new ApiError(404, 'Not Found', 'Client not found.', 'NOT_FOUND'))).toBe(false);
    expect(retryRead(0, new ApiError(400, 'Bad Request', 'Use a date as YYYY-MM-DD.', 'VALIDATION'))).toBe(
      false,
    );
  });
});

describe('createQueryClient', () => {
  let shown: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    shown = vi.spyOn(notifications, 'show');
  });
  afterEach(() => shown.mockRestore());

  const conflict = new ApiError(409, 'Conflict', 'That time is taken.', 'CONFLICT');

  it("toasts a failed write with its title and the server's sentence, never the status line", async () => {
    const client = createQueryClient();
    const run = client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(conflict),
        meta: { errorTitle: 'Failed to book' },
      })
      .execute(undefined);
    await expect(run).rejects.toBe(conflict);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Failed to book', message: 'That time is taken.' }),
    );
    expect(JSON.stringify(shown.mock.calls)).not.toContain('HTTP error');
  });

  it('toasts a failed read only when it names a title or a refetch fails under shown data', async () => {
    const client = createQueryClient({ retry: false });
    await client
      .fetchQuery({ queryKey: ['first'], queryFn: () => Promise.reject(conflict) })
      .catch(() => null);
    expect(shown).not.toHaveBeenCalled();
    client.setQueryData(['shown'], 1);
    await client
      .fetchQuery({ queryKey: ['shown'], queryFn: () => Promise.reject(conflict) })
      .catch(() => null);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'That time is taken.' }));
    shown.mockClear();
    await client
      .fetchQuery({
        queryKey: ['titled'],
        queryFn: () => Promise.reject(conflict),
        meta: { errorTitle: 'Failed to load' },
      })
      .catch(() => null);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load' }));
  });

  it('refetches, after a write, the queries that read what it writes and no others', async () => {
    const client = createQueryClient();
    client.getQueryCache().build(client, { queryKey: ['est', 'a', 'tx'], meta: { reads: ['transaction'] } });
    client.getQueryCache().build(client, { queryKey: ['est', 'a', 'cal'], meta: { reads: ['appointment'] } });
    client.setQueryData(['est', 'a', 'tx'], 1);
    client.setQueryData(['est', 'a', 'cal'], 1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve(1), meta: { writes: ['transaction'] } })
      .execute(undefined);
    expect(client.getQueryState(['est', 'a', 'tx'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['est', 'a', 'cal'])?.isInvalidated).toBe(false);
  });
});
