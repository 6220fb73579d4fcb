/**
 * /dashboard-grid (issue #15 "Dashboards"; spec core.md §2): the role's dashboard widgets on a
 * 12-column grid the person arranges by dragging a widget's title bar and resizing its corner.
 * Each change is saved for them shortly after it stops (DASHBOARD_ENDPOINTS.saveLayout); "Reset
 * layout" goes back to the default arrangement. On a phone the widgets stack, without dragging.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import GridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  DASHBOARD_GRID_COLUMNS,
  DASHBOARD_MESSAGES,
  DASHBOARD_WIDGETS_BY_ROLE,
  type DashboardLayoutItem,
  type DashboardWidget,
} from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useDashboardLayout, useSaveDashboardLayout } from '../api/layout-api';
import { ARRANGE_HELP_ID, ArrangeHandle } from '../components/arrange-handle';
import {
  flowLayout,
  mergeLayout,
  MIN_CELLS,
  nudge,
  readingOrder,
  sameLayout,
  toLayoutItems,
  type GridNudge,
} from '../lib/grid-layout';
import { WIDGETS } from '../widgets/registry';
import './dashboard-grid.css';

/** A change is saved once the layout has held still this long, in milliseconds. */
const SAVE_DELAY_MS = 600;
/** Below 768px the grid would be too narrow to arrange: the widgets stack instead. */
const PHONE_QUERY = '(max-width: 47.99em)';
/** Height of one grid row, in pixels. */
const ROW_HEIGHT = 60;
/** The title bar (first row of the widget's card) starts a drag… */
const DRAG_HANDLE = '.widget-card-header';
/** …but not on the controls in it or in the widget, which must still click. */
const DRAG_CANCEL = 'a, button, input, select, textarea, [role="button"], [role="link"]';

/** Saves the latest of a burst of changes SAVE_DELAY_MS after the last one, and on leaving the page. */
function useDebouncedSave(save: (items: DashboardLayoutItem[]) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<DashboardLayoutItem[] | null>(null);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const items = pending.current;
    pending.current = null;
    if (items) save(items);
  }, [save]);
  // Leaving the page within the delay must not lose the last move.
  useEffect(() => flush, [flush]);
  const schedule = useCallback(
    (items: DashboardLayoutItem[]) => {
      pending.current = items;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  return { schedule, cancel };
}

function Grid({
  layout,
  onChange,
  onNudge,
}: {
  layout: DashboardLayoutItem[];
  onChange: (cells: Layout) => void;
  onNudge: (id: DashboardWidget, how: GridNudge) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const cells = useMemo(
    () => layout.map((item) => ({ ...item, minW: MIN_CELLS, minH: MIN_CELLS })),
    [layout],
  );
  return (
    // min-width 0 and hidden overflow: the grid, first drawn at a default width, must not widen
    // its container, or the measured width would be its own and the right column cut off.
    <div ref={containerRef} className="dashboard-grid" style={{ minWidth: 0, overflow: 'hidden' }}>
      {mounted && (
        <GridLayout
          width={width}
          layout={cells}
          gridConfig={{ cols: DASHBOARD_GRID_COLUMNS, rowHeight: ROW_HEIGHT }}
          dragConfig={{ handle: DRAG_HANDLE, cancel: DRAG_CANCEL }}
          onLayoutChange={onChange}
        >
          {layout.map(({ i }) => {
            const { Component, label } = WIDGETS[i];
            return (
              <div key={i}>
                <Component />
                <ArrangeHandle label={label} onNudge={(how) => onNudge(i, how)} />
              </div>
            );
          })}
        </GridLayout>
      )}
    </div>
  );
}

/** The arrangeable dashboard of the signed-in person's role. */
export function DashboardGridPage() {
  const { role } = useWorkspace();
  const widgets = DASHBOARD_WIDGETS_BY_ROLE[role];
  const saved = useDashboardLayout();
  const { mutate } = useSaveDashboardLayout();
  const { schedule, cancel } = useDebouncedSave(mutate);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // The person's arrangement once they move something; until then the saved one.
  const [edited, setEdited] = useState<DashboardLayoutItem[] | null>(null);
  const layout = edited ?? (saved.data ? mergeLayout(saved.data.items, widgets, WIDGETS) : null);

  // Said to screen readers after a keyboard move: where the widget is now and its size.
  const [announcement, setAnnouncement] = useState('');
  const handleNudge = (id: DashboardWidget, how: GridNudge) => {
    if (!layout) return;
    const next = nudge(layout, id, how);
    const order = readingOrder(next);
    const place = order.findIndex((item) => item.i === id);
    const item = order[place];
    if (item)
      setAnnouncement(
        `${WIDGETS[id].label}: place ${place + 1} of ${order.length}, ${item.w} columns wide, ${item.h} rows tall.`,
      );
    if (sameLayout(next, layout)) return;
    setEdited(next);
    schedule(next);
  };

  const handleLayoutChange = (cells: Layout) => {
    const next = toLayoutItems(cells);
    // The grid also reports the layout it was given (on mount, after a reset): nothing to save.
    if (!layout || sameLayout(next, layout)) return;
    setEdited(next);
    schedule(next);
  };

  const reset = () => {
    cancel();
    setEdited(flowLayout(widgets, WIDGETS));
    mutate([], {
      onSuccess: () => notifications.show({ color: 'teal', message: DASHBOARD_MESSAGES.layoutReset }),
    });
  };

  let body: ReactNode;
  if (saved.isError) {
    body = (
      <LoadError
        title={DASHBOARD_MESSAGES.layoutLoadFailed}
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  } else if (!layout) {
    body = <Skeleton height={240} role="status" aria-label="Loading your dashboard" />;
  } else if (isPhone) {
    body = (
      <Stack gap="md">
        {readingOrder(layout).map(({ i }) => {
          const { Component } = WIDGETS[i];
          return (
            <Box key={i}>
              <Component />
            </Box>
          );
        })}
      </Stack>
    );
  } else {
    body = (
      <>
        <VisuallyHidden id={ARRANGE_HELP_ID}>
          Arrow keys move the widget earlier or later; Shift and arrow keys make it wider, narrower, taller or
          shorter.
        </VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        <Grid layout={layout} onChange={handleLayoutChange} onNudge={handleNudge} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Dashboard Grid"
        description={
          isPhone
            ? 'Your widgets, in the order you arranged them on a larger screen.'
            : 'Drag a widget by its title, resize it by its corner, or use its arrange button and arrow keys. Saved as you go.'
        }
        actions={
          <Button variant="default" onClick={reset} disabled={!layout}>
            Reset layout
          </Button>
        }
      />
      {body}
    </>
  );
}
