/** TenantAnswerCache on its own: expiry, per-tenant forgetting, reads overtaken by a change. */
import { describe, expect, it } from 'vitest';
import { TenantAnswerCache } from './tenant-answer-cache.js';

const A = 'tenant-a';
const B = 'tenant-b';
const body = (text: string) => Buffer.from(text);

function cacheAt(start: number) {
  const clock = { now: start };
  const cache = new TenantAnswerCache(30_000, () => new Date(clock.now));
  cache.setListening(true);
  return { cache, clock };
}

describe('TenantAnswerCache', () => {
  it('remembers until the TTL, or until the answer’s own expiry when sooner', () => {
    const { cache, clock } = cacheAt(1_000_000);
    cache.set('ttl', A, cache.token(A), body('1'));
    cache.set('own', A, cache.token(A), body('2'), 1_010_000);
    clock.now = 1_009_999;
    expect(cache.get('own', A)?.toString()).toBe('2');
    clock.now = 1_010_000;
    expect(cache.get('own', A)).toBeUndefined();
    expect(cache.get('ttl', A)?.toString()).toBe('1');
    clock.now = 1_030_000;
    expect(cache.get('ttl', A)).toBeUndefined();
  });

  it('forgets one tenant’s answers on a change and refuses reads that began before it', () => {
    const { cache } = cacheAt(0);
    cache.set('a', A, cache.token(A), body('a'));
    cache.set('b', B, cache.token(B), body('b'));
    const inFlight = cache.token(A);
    cache.changed(A);
    expect(cache.get('a', A)).toBeUndefined();
    expect(cache.get('b', B)?.toString()).toBe('b');
    cache.set('a', A, inFlight, body('stale'));
    expect(cache.get('a', A)).toBeUndefined();
    // Another tenant's key never answers this one.
    expect(cache.get('b', A)).toBeUndefined();
  });

  it('remembers nothing while announcements cannot be heard', () => {
    const { cache } = cacheAt(0);
    cache.set('a', A, cache.token(A), body('a'));
    const before = cache.token(A);
    cache.setListening(false);
    expect(cache.get('a', A)).toBeUndefined();
    cache.set('a', A, cache.token(A), body('a'));
    expect(cache.get('a', A)).toBeUndefined();
    cache.setListening(true);
    cache.set('a', A, before, body('a'));
    expect(cache.get('a', A)).toBeUndefined();
  });

  it('remember: reads once, then answers from memory; a read overtaken by a change is not kept', async () => {
    const { cache } = cacheAt(0);
    let reads = 0;
    const read = async () => ({ body: body(`read ${++reads}`) });
    expect((await cache.remember('k', A, read)).toString()).toBe('read 1');
    expect((await cache.remember('k', A, read)).toString()).toBe('read 1');
    cache.changed(A);
    const overtaken = async () => {
      cache.changed(A);
      return read();
    };
    expect((await cache.remember('k', A, overtaken)).toString()).toBe('read 2');
    expect((await cache.remember('k', A, read)).toString()).toBe('read 3');
    expect(reads).toBe(3);
  });

  it('forgets only the answers a scoped change may alter: same entity, a shared person, overlapping hours', () => {
    const { cache } = cacheAt(0);
    const reads = (staff: string[], from: number, to: number) => ({
      entities: ['appointment', 'staff_hours'] as const,
      scope: { staffIds: new Set(staff), from, to },
    });
    cache.set('emma, day 1', A, cache.token(A), body('1'), Infinity, reads(['emma'], 0, 100));
    cache.set('emma, day 2', A, cache.token(A), body('2'), Infinity, reads(['emma'], 100, 200));
    cache.set('marcus, day 1', A, cache.token(A), body('3'), Infinity, reads(['marcus'], 0, 100));
    cache.set('anything', A, cache.token(A), body('4'));
    const inFlight = cache.token(A);
    // Emma booked on day 1.
    cache.changed(A, { entity: 'appointment', scope: { staffIds: ['emma'], from: 40, to: 60 } });
    expect(cache.get('emma, day 1', A)).toBeUndefined();
    expect(cache.get('anything', A)).toBeUndefined();
    expect(cache.get('emma, day 2', A)?.toString()).toBe('2');
    expect(cache.get('marcus, day 1', A)?.toString()).toBe('3');
    // A read that began before the booking keeps its answer only if the booking cannot touch it.
    cache.set('emma, day 2', A, inFlight, body('2 again'), Infinity, reads(['emma'], 100, 200));
    expect(cache.get('emma, day 2', A)?.toString()).toBe('2 again');
    cache.set('emma, day 1', A, inFlight, body('stale'), Infinity, reads(['emma'], 0, 100));
    expect(cache.get('emma, day 1', A)).toBeUndefined();
    // An entity the answers did not read forgets nothing of them; a change of many people, all of them.
    cache.changed(A, { entity: 'client' });
    expect(cache.get('marcus, day 1', A)?.toString()).toBe('3');
    cache.changed(A, { entity: 'appointment', scope: { staffIds: null, from: 0, to: 10 } });
    expect(cache.get('marcus, day 1', A)).toBeUndefined();
    expect(cache.get('emma, day 2', A)?.toString()).toBe('2 again');
    // An unscoped change of an entity they read forgets them all.
    cache.changed(A, { entity: 'staff_hours' });
    expect(cache.get('emma, day 2', A)).toBeUndefined();
  });

  it('counts what remember serves from memory and what it reads afresh', async () => {
    const { cache } = cacheAt(0);
    const read = async () => ({ body: body('x') });
    await cache.remember('k', A, read);
    await cache.remember('k', A, read);
    await cache.remember('k', A, read);
    expect([cache.hits, cache.misses]).toEqual([2, 1]);
  });

  it('shares a read under way with callers of the same key, but not across a change', async () => {
    const { cache } = cacheAt(0);
    let reads = 0;
    const gates: (() => void)[] = [];
    const read = () =>
      new Promise<{ body: Buffer }>((resolve) => {
        const n = ++reads;
        gates.push(() => resolve({ body: body(`read ${n}`) }));
      });
    const burst = [cache.remember('k', A, read), cache.remember('k', A, read)];
    cache.changed(A);
    const after = cache.remember('k', A, read);
    gates.forEach((open) => open());
    expect((await Promise.all(burst)).map(String)).toEqual(['read 1', 'read 1']);
    expect(String(await after)).toBe('read 2');
    expect(reads).toBe(2);
    // Without the feed every caller reads for itself.
    cache.setListening(false);
    const alone = [cache.remember('j', A, read), cache.remember('j', A, read)];
    gates.splice(0).forEach((open) => open());
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.forEach((open) => open());
    await Promise.all(alone);
    expect(reads).toBe(4);
  });
});
