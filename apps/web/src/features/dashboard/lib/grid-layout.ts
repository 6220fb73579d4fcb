/**
 * Arrangement of /dashboard-grid (issue #15 "Dashboards"): where each of a role's widgets sits
 * on the 12-column grid. Pure functions, so the page only wires them to react-grid-layout and
 * the saved layout.
 */
import {
  DASHBOARD_GRID_COLUMNS as COLUMNS,
  DASHBOARD_GRID_MAX_ROWS,
  DASHBOARD_GRID_MAX_Y,
  DASHBOARD_WIDGETS,
  type DashboardLayoutItem,
  type DashboardWidget,
} from '@daybook/contracts';

/** A widget's default width (columns) and height (rows). */
export interface WidgetSize {
  w: number;
  h: number;
}

/** One grid cell as react-grid-layout reports it (an id of its own, perhaps fractional or out of range). */
export interface GridCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The size of a widget nobody gave one (not expected: every widget has a default). */
const FALLBACK_SIZE: WidgetSize = { w: 4, h: 3 };
/** The smallest a widget may be made, in columns and rows (the grid's own minimum). */
export const MIN_CELLS = 2;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * `widgets` at their default sizes, left to right in order, wrapping to a new row when one no
 * longer fits, starting at row `top`.
 */
export function flowLayout(
  widgets: readonly DashboardWidget[],
  sizes: Partial<Record<DashboardWidget, WidgetSize>>,
  top = 0,
): DashboardLayoutItem[] {
  const items: DashboardLayoutItem[] = [];
  let x = 0;
  let y = top;
  let rowHeight = 0;
  for (const i of widgets) {
    const size = sizes[i] ?? FALLBACK_SIZE;
    const w = clamp(size.w, 1, COLUMNS);
    const h = clamp(size.h, 1, DASHBOARD_GRID_MAX_ROWS);
    if (x + w > COLUMNS) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    items.push({ i, x, y, w, h });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return items;
}

/**
 * The arrangement to show: the saved places of the role's widgets (others dropped, each widget
 * once), then the role's widgets the saved layout lacks, flowed below at their default sizes.
 * Without a saved layout, the default flow.
 */
export function mergeLayout(
  saved: readonly DashboardLayoutItem[],
  widgets: readonly DashboardWidget[],
  sizes: Partial<Record<DashboardWidget, WidgetSize>>,
): DashboardLayoutItem[] {
  const wanted = new Set(widgets);
  const kept: DashboardLayoutItem[] = [];
  for (const item of saved) {
    if (wanted.has(item.i) && !kept.some((k) => k.i === item.i)) kept.push(item);
  }
  const placed = new Set(kept.map((k) => k.i));
  const bottom = kept.reduce((max, k) => Math.max(max, k.y + k.h), 0);
  return [
    ...kept,
    ...flowLayout(
      widgets.filter((i) => !placed.has(i)),
      sizes,
      bottom,
    ),
  ];
}

const KNOWN: ReadonlySet<string> = new Set(DASHBOARD_WIDGETS);
const isWidget = (i: string): i is DashboardWidget => KNOWN.has(i);

/** react-grid-layout's cells as layout items the server accepts: known widgets, whole numbers within the grid. */
export function toLayoutItems(cells: readonly GridCell[]): DashboardLayoutItem[] {
  return cells.flatMap((c) => {
    if (!isWidget(c.i)) return [];
    const w = clamp(c.w, 1, COLUMNS);
    return [
      {
        i: c.i,
        x: clamp(c.x, 0, COLUMNS - w),
        y: clamp(c.y, 0, DASHBOARD_GRID_MAX_Y),
        w,
        h: clamp(c.h, 1, DASHBOARD_GRID_MAX_ROWS),
      },
    ];
  });
}

/** Whether `a` and `b` place the same widgets at the same places (order aside). */
export function sameLayout(a: readonly DashboardLayoutItem[], b: readonly DashboardLayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p) =>
    b.some((q) => q.i === p.i && q.x === p.x && q.y === p.y && q.w === p.w && q.h === p.h),
  );
}

/** The items top to bottom, then left to right: the order of the stacked phone view. */
export function readingOrder(items: readonly DashboardLayoutItem[]): DashboardLayoutItem[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** What a keyboard can do to a widget on /dashboard-grid. */
export type GridNudge = 'earlier' | 'later' | 'wider' | 'narrower' | 'taller' | 'shorter';

/**
 * The keyboard's way to arrange (dragging needs a pointer): moves widget `id` one place earlier
 * or later in reading order, or grows or shrinks it by one column or row, then flows every
 * widget again in that order at their sizes. Answers `items` unchanged when nothing can change.
 */
export function nudge(
  items: readonly DashboardLayoutItem[],
  id: DashboardWidget,
  how: GridNudge,
): DashboardLayoutItem[] {
  const order = readingOrder(items).map((item) => item.i);
  const sizes: Partial<Record<DashboardWidget, WidgetSize>> = {};
  for (const item of items) sizes[item.i] = { w: item.w, h: item.h };
  const at = order.indexOf(id);
  const size = sizes[id];
  if (at < 0 || !size) return [...items];
  if (how === 'earlier' || how === 'later') {
    const to = how === 'earlier' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return [...items];
    [order[at], order[to]] = [order[to]!, order[at]!];
  } else {
    const dw = how === 'wider' ? 1 : how === 'narrower' ? -1 : 0;
    const dh = how === 'taller' ? 1 : how === 'shorter' ? -1 : 0;
    sizes[id] = {
      w: clamp(size.w + dw, MIN_CELLS, COLUMNS),
      h: clamp(size.h + dh, MIN_CELLS, DASHBOARD_GRID_MAX_ROWS),
    };
  }
  return flowLayout(order, sizes);
}
