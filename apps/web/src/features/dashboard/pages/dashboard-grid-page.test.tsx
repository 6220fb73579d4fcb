/**
 * /dashboard-grid: the saved layout merged with the role's widgets, a change saved once after
 * the pause, a failed save told in a toast, and Reset. The grid itself is replaced by a stand-in
 * that hands its props to the test (jsdom cannot drag), and the widgets by labelled boxes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DASHBOARD_ENDPOINTS, DASHBOARD_MESSAGES, type DashboardLayoutItem } from '@daybook/contracts';
import { renderInWorkspace, stubFetch } from '../test/manager-fixtures';
import type { GridCell } from '../lib/grid-layout';
import { DashboardGridPage } from './dashboard-grid-page';

const grid = vi.hoisted(() => ({
  props: null as null | { layout: readonly GridCell[]; onLayoutChange: (cells: readonly GridCell[]) => void },
}));

vi.mock('react-grid-layout', () => ({
  default: (props: {
    layout: readonly GridCell[];
    onLayoutChange: (cells: readonly GridCell[]) => void;
    children: ReactNode;
  }) => {
    grid.props = props;
    return <div>{props.children}</div>;
  },
  useContainerWidth: () => ({ width: 1200, containerRef: { current: null }, mounted: true }),
}));

vi.mock('../widgets/registry', async () => {
  const { DASHBOARD_WIDGETS } = await import('@daybook/contracts');
  return {
    WIDGETS: Object.fromEntries(
      DASHBOARD_WIDGETS.map((id) => [
        id,
        { Component: () => <section aria-label={id}>{id}</section>, label: id, w: 4, h: 3 },
      ]),
    ),
  };
});

const SAVED: DashboardLayoutItem[] = [
  { i: 'no-shows', x: 0, y: 0, w: 6, h: 4 },
  { i: 'arrivals', x: 6, y: 0, w: 6, h: 4 },
];

function stubLayoutApi(putStatus = 200) {
  return stubFetch((url, init) => {
    expect(url.pathname).toBe(DASHBOARD_ENDPOINTS.layout.path);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { items: DashboardLayoutItem[] };
      return putStatus === 200
        ? [200, { success: true, data: { items: body.items, updatedAt: '2026-11-26T09:00:00Z' } }]
        : [putStatus, { success: false, message: 'Database unavailable' }];
    }
    return [200, { success: true, data: { items: SAVED, updatedAt: '2026-11-25T09:00:00Z' } }];
  });
}

const puts = (fetchMock: ReturnType<typeof stubLayoutApi>) =>
  fetchMock.mock.calls
    .filter((c) => (c[1] as RequestInit | undefined)?.method === 'PUT')
    .map((c) => (JSON.parse(String((c[1] as RequestInit).body)) as { items: DashboardLayoutItem[] }).items);

afterEach(() => {
  vi.unstubAllGlobals();
  grid.props = null;
});

describe('DashboardGridPage', () => {
  it('places the saved widgets of the role, appends the rest, and saves a change once it settles', async () => {
    const fetchMock = stubLayoutApi();
    renderInWorkspace(<DashboardGridPage />);
    await screen.findByRole('region', { name: 'revenue' });
    const layout = grid.props!.layout;
    // 'arrivals' is not a manager's widget; the seven others flow below the saved one.
    expect(layout.map((c) => c.i)).toEqual([
      'no-shows',
      'revenue',
      'appointments',
      'utilisation',
      'rebooking',
      'new-clients',
      'low-stock',
      'pending-time-off',
    ]);
    expect(layout[0]).toMatchObject(SAVED[0]!);
    expect(layout[1]).toMatchObject({ x: 0, y: 4, w: 4, h: 3 });

    // The grid repeating the layout it was given is not a change.
    act(() => grid.props!.onLayoutChange(layout));
    const moved = layout.map((c) => (c.i === 'no-shows' ? { ...c, x: 3 } : c));
    act(() => grid.props!.onLayoutChange(layout.map((c) => (c.i === 'no-shows' ? { ...c, x: 2 } : c))));
    act(() => grid.props!.onLayoutChange(moved));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1), { timeout: 3000 });
    expect(puts(fetchMock)[0]![0]).toEqual({ i: 'no-shows', x: 3, y: 0, w: 6, h: 4 });
    expect(puts(fetchMock)[0]).toHaveLength(8);
    expect(grid.props!.layout[0]).toMatchObject({ i: 'no-shows', x: 3 });
  });

  it('tells a failed save in a toast, and Reset saves an empty layout', async () => {
    const fetchMock = stubLayoutApi(500);
    renderInWorkspace(<DashboardGridPage />);
    await screen.findByRole('region', { name: 'revenue' });
    const layout = grid.props!.layout;
    act(() => grid.props!.onLayoutChange(layout.map((c) => (c.i === 'revenue' ? { ...c, w: 8 } : c))));
    expect(await screen.findByText(DASHBOARD_MESSAGES.layoutSaveFailed, {}, { timeout: 3000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)[1]).toEqual([]);
    expect(grid.props!.layout.map((c) => [c.i, c.x, c.y])).toEqual([
      ['revenue', 0, 0],
      ['appointments', 4, 0],
      ['utilisation', 8, 0],
      ['rebooking', 0, 3],
      ['new-clients', 4, 3],
      ['no-shows', 8, 3],
      ['low-stock', 0, 6],
      ['pending-time-off', 4, 6],
    ]);
  });

  it('arranges with the keyboard: arrows move a widget, Shift and arrows resize it, and it is said aloud', async () => {
    const fetchMock = stubLayoutApi();
    renderInWorkspace(<DashboardGridPage />);
    const handle = await screen.findByRole('button', { name: 'Arrange revenue' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(grid.props!.layout.map((c) => c.i).slice(0, 3)).toEqual(['no-shows', 'appointments', 'revenue']);
    expect(screen.getByRole('status').textContent).toBe(
      'revenue: place 3 of 8, 4 columns wide, 3 rows tall.',
    );
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByRole('status').textContent).toBe(
      'revenue: place 3 of 8, 5 columns wide, 3 rows tall.',
    );
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1), { timeout: 3000 });
    expect(puts(fetchMock)[0]!.find((c) => c.i === 'revenue')).toMatchObject({ w: 5, h: 3 });
  });
});
