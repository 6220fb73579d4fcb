/**
 * Locations widget: a row per location from its own figures call, each column from the reading
 * its figure card shows; a failing location shows in its row.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FIGURE_DEFINITIONS, PERFORMANCE_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { dashboardPeriods } from '../../lib/periods';
import { EST_A, EST_B, figures, figuresAnswer, renderInWorkspace, stubFetch } from '../../test/manager-fixtures';
import { LocationsWidget } from './locations-widget';

afterEach(() => vi.unstubAllGlobals());

describe('LocationsWidget', () => {
  it("shows each location's figures side by side and one location's failure in its row", async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === endpointPath(PERFORMANCE_ENDPOINTS.figures, { id: EST_B.id }))
        return [403, { success: false, message: 'Access denied' }];
      // Each column reads the figures its card shows: what the others say must not show.
      const data = figuresAnswer(
        EST_A.id,
        url.searchParams.get('date') ?? '',
        {
          whole: {
            current: figures({ revenueCents: 99900, noShows: 7, appointments: 9, utilisation: 0.75 }),
            previous: figures(),
          },
          soFar: {
            current: figures({ revenueCents: 25000, noShows: 1, appointments: 5, utilisation: 0.5 }),
            previous: figures(),
          },
        },
        {
          whole: {
            current: figures({ revenueCents: 99900, rebookingRate: 0.4 }),
            previous: figures({ revenueCents: 100000 }),
          },
          soFar: {
            current: figures({ revenueCents: 90000, rebookingRate: 0.3 }),
            previous: figures({ revenueCents: 100000 }),
          },
        },
      );
      return [200, { success: true, data }];
    });
    renderInWorkspace(<LocationsWidget />, { role: 'ADMIN', selected: 'all' });
    const table = await screen.findByRole('table', { name: 'Figures by location' });
    const one = await within(table).findByRole('row', { name: /Salon One/ });
    expect(
      within(one)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$250.00', '$900.00▼ −10.0% vs the 7 days to this time last week', '9', '75%', '40%', '1']);
    // One call per location, each on its own today.
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));
    expect(asked.map((u) => [u.pathname, u.searchParams.get('date')]).sort()).toEqual(
      [EST_A, EST_B]
        .map((p) => [
          endpointPath(PERFORMANCE_ENDPOINTS.figures, { id: p.id }),
          dashboardPeriods(p.timeZone).today.to,
        ])
        .sort(),
    );
    const two = within(table).getByRole('row', { name: /Salon Two/ });
    expect(await within(two).findByText('Failed to fetch performance: Access denied')).toBeTruthy();
    expect(within(two).getByRole('button', { name: 'Retry Salon Two' })).toBeTruthy();
    // Each figure's heading opens its definition, the same words the figure cards show.
    fireEvent.click(within(table).getByRole('button', { name: 'What Utilisation today means' }));
    expect(await screen.findByText(FIGURE_DEFINITIONS.utilisation)).toBeTruthy();
  });
});
