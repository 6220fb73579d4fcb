/** Test helpers of the manager, owner and admin widgets: a workspace, fake figures, a routed fetch. */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  type Establishment,
  type PerformanceComparison,
  type PerformanceFiguresAnswer,
  type Role,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { performanceFiguresFixture } from '../../../test/performance-fixture';
import { jsonResponse } from '../../../test/render';
import { renderSignedIn } from '../../../test/render-in-workspace';
import type { WorkspaceValue } from '../../../lib/workspace/workspace-context';

export const EST_A = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
export const EST_B = establishmentFixture('22222222-2222-4222-8222-222222222222', { name: 'Salon Two' });

/** Figures of one period, zero unless given. */
export const figures = performanceFiguresFixture;

/** Today's and the week's comparisons, whole and so far. */
type Comparisons = Pick<PerformanceFiguresAnswer, 'today' | 'week'>;

/** A figures answer of `date` with the group's comparisons and each location's (with 'all'). */
export function figuresAnswer(
  establishmentId: string,
  date: string,
  group: Comparisons,
  locations: PerformanceFiguresAnswer['locations'] = [],
): PerformanceFiguresAnswer {
  return { establishmentId, date, rebookDays: 14, ...group, locations };
}

/** One comparison, the same figures in every period unless given. */
export const comparison = (
  current: PerformanceComparison['current'],
  previous: PerformanceComparison['previous'] = current,
): PerformanceComparison => ({ current, previous });

/** A fetch answering each request by `route(url, init)`: [status, body]. */
export function stubFetch(route: (url: URL, init: RequestInit | undefined) => [number, unknown]) {
  const fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
    const [status, body] = route(new URL(String(input), 'http://localhost'), init);
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** `ui` signed in as `role` at `selected` (or 'All Establishments' with EST_A and EST_B). */
export function renderInWorkspace(
  ui: ReactElement,
  { role = 'MANAGER', selected = EST_A }: { role?: Role; selected?: Establishment | 'all' } = {},
) {
  const all = selected === 'all';
  const workspace = {
    role,
    user: { id: 'u1', email: 'me@example.com' },
    establishments: [EST_A, EST_B],
    locations: [],
    selectedId: all ? ALL_ESTABLISHMENTS : selected.id,
    selected: all ? null : selected,
    isAllSelected: all,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  return renderSignedIn(ui, workspace);
}
