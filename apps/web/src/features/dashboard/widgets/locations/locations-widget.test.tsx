/**
 * Locations widget: a row per location from the all-locations figures (one call, shared with the
 * all-locations cards), each column from the reading its figure card shows; a failure shows once
 * with Retry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FIGURE_DEFINITIONS, PERFORMANCE_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { dashboardPeriods } from '../../lib/periods';
import {
  EST_A,
  EST_B,
  comparison,
  figures,
  figuresAnswer,
  renderInWorkspace,
  stubFetch,
} from '../../test/manager-fixtures';
import { LocationsWidget } from './locations-widget';

afterEach(() => vi.unstubAllGlobals());

/** Salon One's readings: each column must show its own, not what the others say. */
const SALON_ONE = {
  today: {
    whole: comparison(
      figures({ revenueCents: 99900, noShows: 7, appointments: 9, utilisation: 0.75 }),
      figures(),
    ),
    soFar: comparison(
      figures({ revenueCents: 25000, noShows: 1, appointments: 5, utilisation: 0.5 }),
      figures(),
    ),
  },
  week: {
    whole: comparison(
      figures({ revenueCents: 99900, rebookingRate: 0.4 }),
      figures({ revenueCents: 100000 }),
    ),
    soFar: comparison(
      figures({ revenueCents: 90000, rebookingRate: 0.3 }),
      figures({ revenueCents: 100000 }),
    ),
  },
};
const QUIET = {
  today: { whole: comparison(figures()), soFar: comparison(figures()) },
  week: { whole: comparison(figures()), soFar: comparison(figures()) },
};

describe('LocationsWidget', () => {
  it("shows each location's figures side by side from one all-locations call", async () => {
    const fetchMock = stubFetch((url) => [
      200,
      {
        success: true,
        data: figuresAnswer('all', url.searchParams.get('date') ?? '', QUIET, [
          { establishmentId: EST_A.id, ...SALON_ONE },
          { establishmentId: EST_B.id, ...QUIET },
        ]),
      },
    ]);
    renderInWorkspace(<LocationsWidget />, { role: 'ADMIN', selected: 'all' });
    const table = await screen.findByRole('table', { name: 'Figures by location' });
    const one = await within(table).findByRole('row', { name: /Salon One/ });
    expect(
      within(one)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$250.00', '$900.00▼ −10.0% vs the 7 days to this time last week', '9', '75%', '40%', '1']);
    expect(within(table).getByRole('row', { name: /Salon Two/ }).textContent).toContain('$0.00');
    // One call for every location, named by the first one's today.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(endpointPath(PERFORMANCE_ENDPOINTS.figures, { id: 'all' }));
    expect(url.searchParams.get('date')).toBe(dashboardPeriods(EST_A.timeZone).today.to);
    // Each figure's heading opens its definition, the same words the figure cards show.
    fireEvent.click(within(table).getByRole('button', { name: 'What Utilisation today means' }));
    expect(await screen.findByText(FIGURE_DEFINITIONS.utilisation)).toBeTruthy();
  });

  it("shows the server's reason with Retry when the figures fail", async () => {
    stubFetch(() => [403, { success: false, message: 'Access denied' }]);
    renderInWorkspace(<LocationsWidget />, { role: 'ADMIN', selected: 'all' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch performance')).toBeTruthy();
    expect(within(alert).getByText(/Access denied/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
