import { describe, expect, it } from 'vitest';
import type { DemoClientPlan } from '../../core/demo.js';
import { demoClientPicker } from './appointments.demo-client-picker.js';
import { seededRandom } from './appointments.demo.js';

const client = (id: string, over: Partial<DemoClientPlan> = {}): DemoClientPlan => ({
  id,
  establishmentId: 'north',
  name: `Client ${id}`,
  weight: 1,
  firstDay: null,
  lastDay: null,
  preferredStylistId: null,
  ...over,
});

/** A year of daily bookings at `place` with `staffId`: how often each client was picked. */
function book(clients: DemoClientPlan[], place = 'north', staffId = 'ann', seed = 7) {
  const picker = demoClientPicker(clients);
  const rand = seededRandom(seed);
  const picks: { day: number; id: string | null; requested: boolean }[] = [];
  for (let day = -365; day <= 28; day++) {
    for (let k = 0; k < 6; k++) {
      const pick = picker.pick({ establishmentId: place, staffId, day }, rand);
      picks.push({ day, id: pick?.client.id ?? null, requested: pick?.requested ?? false });
    }
  }
  return picks;
}

describe('demo client picker (booking history)', () => {
  const regulars = Array.from({ length: 40 }, (_, i) => client(`r${i}`, { weight: 8 }));
  const rare = Array.from({ length: 200 }, (_, i) => client(`s${i}`, { weight: 0.5 }));

  it('never picks a client who never books, and keeps a few bookings for walk-ins', () => {
    const picks = book([...regulars, ...rare, client('never', { weight: 0 })]);
    expect(picks.some((p) => p.id === 'never')).toBe(false);
    const walkIns = picks.filter((p) => p.id === null).length / picks.length;
    expect(walkIns).toBeGreaterThan(0.01);
    expect(walkIns).toBeLessThan(0.1);
  });

  it('books regulars far more often than rare clients, at most about weekly', () => {
    const picks = book([...regulars, ...rare]);
    const count = (prefix: string) => picks.filter((p) => p.id?.startsWith(prefix)).length;
    expect(count('r') / regulars.length).toBeGreaterThan(5 * (count('s') / rare.length));
    const days = new Map<string, number[]>();
    for (const p of picks) if (p.id) days.set(p.id, [...(days.get(p.id) ?? []), p.day]);
    for (const list of days.values()) {
      for (let i = 1; i < list.length; i++) expect(list[i]! - list[i - 1]!).toBeGreaterThanOrEqual(5);
    }
  });

  it('books a client only between their first and last day', () => {
    const picks = book([
      client('new', { weight: 50, firstDay: -30 }),
      client('lapsed', { weight: 50, lastDay: -200 }),
    ]);
    expect(picks.filter((p) => p.id === 'new').every((p) => p.day >= -30)).toBe(true);
    expect(picks.filter((p) => p.id === 'lapsed').every((p) => p.day <= -200)).toBe(true);
    expect(picks.some((p) => p.id === 'new')).toBe(true);
    expect(picks.some((p) => p.id === 'lapsed')).toBe(true);
  });

  it('mostly books clients of the location, and sends some to their preferred stylist', () => {
    const away = Array.from({ length: 100 }, (_, i) =>
      client(`a${i}`, { establishmentId: 'south', weight: 2 }),
    );
    const fans = Array.from({ length: 30 }, (_, i) =>
      client(`f${i}`, { preferredStylistId: 'ann', weight: 2 }),
    );
    const picks = book([...regulars, ...rare, ...away, ...fans]).filter((p) => p.id !== null);
    const share = (f: (p: (typeof picks)[number]) => boolean) => picks.filter(f).length / picks.length;
    expect(share((p) => p.id!.startsWith('a'))).toBeLessThan(0.05);
    expect(share((p) => p.id!.startsWith('a'))).toBeGreaterThan(0);
    expect(share((p) => p.requested)).toBeGreaterThan(0.1);
    expect(picks.filter((p) => p.requested).every((p) => p.id!.startsWith('f'))).toBe(true);
  });

  it('gives the same answers for the same draws', () => {
    const clients = [...regulars, ...rare];
    expect(book(clients, 'north', 'ann', 3)).toEqual(book(clients, 'north', 'ann', 3));
  });
});
