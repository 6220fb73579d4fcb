/** /dashboard-grid arrangement: default flow, merge of a saved layout, cleaning the grid's report. */
import { describe, expect, it } from 'vitest';
import type { DashboardWidget } from '@daybook/contracts';
import {
  flowLayout,
  mergeLayout,
  nudge,
  readingOrder,
  sameLayout,
  toLayoutItems,
  type WidgetSize,
} from './grid-layout';

const size = (w: number, h: number): WidgetSize => ({ w, h });
const SIZES = {
  revenue: size(4, 3),
  appointments: size(4, 3),
  utilisation: size(4, 3),
  'low-stock': size(6, 5),
  'pending-time-off': size(6, 4),
  locations: size(12, 6),
} satisfies Partial<Record<DashboardWidget, WidgetSize>>;

describe('grid layout', () => {
  it('flows widgets left to right, wrapping below the tallest of the row', () => {
    expect(flowLayout(['low-stock', 'revenue', 'appointments', 'pending-time-off'], SIZES)).toEqual([
      { i: 'low-stock', x: 0, y: 0, w: 6, h: 5 },
      { i: 'revenue', x: 6, y: 0, w: 4, h: 3 },
      { i: 'appointments', x: 0, y: 5, w: 4, h: 3 },
      { i: 'pending-time-off', x: 4, y: 5, w: 6, h: 4 },
    ]);
  });

  it("keeps the saved places of the role's widgets, drops others and duplicates, appends the missing", () => {
    const merged = mergeLayout(
      [
        { i: 'utilisation', x: 8, y: 2, w: 4, h: 3 },
        { i: 'locations', x: 0, y: 0, w: 12, h: 6 },
        { i: 'utilisation', x: 0, y: 9, w: 4, h: 3 },
        { i: 'revenue', x: 0, y: 0, w: 8, h: 2 },
      ],
      ['revenue', 'appointments', 'utilisation', 'low-stock'],
      SIZES,
    );
    expect(merged).toEqual([
      { i: 'utilisation', x: 8, y: 2, w: 4, h: 3 },
      { i: 'revenue', x: 0, y: 0, w: 8, h: 2 },
      { i: 'appointments', x: 0, y: 5, w: 4, h: 3 },
      { i: 'low-stock', x: 4, y: 5, w: 6, h: 5 },
    ]);
    expect(mergeLayout([], ['revenue', 'appointments'], SIZES)).toEqual(
      flowLayout(['revenue', 'appointments'], SIZES),
    );
  });

  it("cleans the grid's report into items the server accepts, and compares layouts by place", () => {
    const items = toLayoutItems([
      { i: 'revenue', x: 10.4, y: -1, w: 4, h: 30 },
      { i: '__dropping-elem__', x: 0, y: 0, w: 1, h: 1 },
      { i: 'appointments', x: 0, y: 2, w: 0, h: 3 },
    ]);
    expect(items).toEqual([
      { i: 'revenue', x: 8, y: 0, w: 4, h: 24 },
      { i: 'appointments', x: 0, y: 2, w: 1, h: 3 },
    ]);
    expect(sameLayout(items, [...items].reverse())).toBe(true);
    expect(sameLayout(items, [{ ...items[0]!, y: 1 }, items[1]!])).toBe(false);
    expect(readingOrder(items).map((i) => i.i)).toEqual(['revenue', 'appointments']);
  });

  it('lets the keyboard move a widget earlier or later and resize it, flowing the rest', () => {
    const items = flowLayout(['revenue', 'appointments', 'low-stock'], SIZES);
    expect(nudge(items, 'appointments', 'earlier')).toEqual([
      { i: 'appointments', x: 0, y: 0, w: 4, h: 3 },
      { i: 'revenue', x: 4, y: 0, w: 4, h: 3 },
      { i: 'low-stock', x: 0, y: 3, w: 6, h: 5 },
    ]);
    expect(nudge(items, 'revenue', 'wider')[0]).toEqual({ i: 'revenue', x: 0, y: 0, w: 5, h: 3 });
    expect(nudge(items, 'low-stock', 'shorter')[2]).toEqual({ i: 'low-stock', x: 0, y: 3, w: 6, h: 4 });
    // At an end, or at the smallest size, nothing changes.
    expect(nudge(items, 'revenue', 'earlier')).toEqual(items);
    const small = [{ i: 'revenue' as const, x: 0, y: 0, w: 2, h: 2 }];
    expect(nudge(small, 'revenue', 'narrower')).toEqual(small);
    expect(nudge(small, 'revenue', 'shorter')).toEqual(small);
  });
});
