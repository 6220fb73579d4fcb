/**
 * Figure widgets: today's and the last 7 days' values with their change, from the shared
 * figures read; takings and no-shows are read so far and compare with the previous day and week
 * by the same time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FIGURE_DEFINITIONS, PERFORMANCE_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { dashboardPeriods } from '../../lib/periods';
import {
  EST_A,
  comparison,
  figures,
  figuresAnswer,
  renderInWorkspace,
  stubFetch,
} from '../../test/manager-fixtures';
import { NoShowsWidget, RevenueWidget, UtilisationWidget } from './figure-widgets';

const { today } = dashboardPeriods(EST_A.timeZone);

function answerFigures() {
  return stubFetch((url) => {
    const data = figuresAnswer(EST_A.id, url.searchParams.get('date') ?? '', {
      today: {
        whole: comparison(
          figures({ revenueCents: 12000, utilisation: 0.5, noShows: 2 }),
          figures({ revenueCents: 10000, utilisation: 0.6, noShows: 1 }),
        ),
        // Today so far against yesterday by the same time: yesterday had taken $80 by then.
        soFar: comparison(
          figures({ revenueCents: 12000, utilisation: 0.4, noShows: 2 }),
          figures({ revenueCents: 8000, utilisation: 0.4, noShows: 2 }),
        ),
      },
      week: {
        whole: comparison(
          figures({ revenueCents: 50000, utilisation: 0.55, noShows: 3 }),
          figures({ revenueCents: 0, utilisation: null, noShows: 3 }),
        ),
        // The last 7 days so far against the 7 days to this time last week: $400 by then.
        soFar: comparison(
          figures({ revenueCents: 50000, utilisation: 0.5, noShows: 3 }),
          figures({ revenueCents: 40000, utilisation: 0.5, noShows: 3 }),
        ),
      },
    });
    return [200, { success: true, data }];
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('figure widgets', () => {
  it('shows revenue today against this time yesterday and over the last 7 days, reading each shared period once', async () => {
    const fetchMock = answerFigures();
    renderInWorkspace(
      <>
        <RevenueWidget />
        <UtilisationWidget />
        <NoShowsWidget />
      </>,
    );
    const revenue = within(screen.getByRole('region', { name: 'Revenue' }));
    const revenueToday = within(await revenue.findByRole('group', { name: 'Today' }));
    expect(revenueToday.getByText('$120.00')).toBeTruthy();
    expect(revenueToday.getByText('+50.0% vs this time yesterday')).toBeTruthy();
    const revenueWeek = within(revenue.getByRole('group', { name: 'Last 7 days' }));
    expect(revenueWeek.getByText('$500.00')).toBeTruthy();
    expect(revenueWeek.getByText('+25.0% vs the 7 days to this time last week')).toBeTruthy();
    // What the figure counts, one click away.
    fireEvent.click(revenue.getByRole('button', { name: 'What Revenue means' }));
    expect(await screen.findByText(FIGURE_DEFINITIONS.revenueCents)).toBeTruthy();

    const utilisation = within(screen.getByRole('region', { name: 'Utilisation' }));
    const utilisationToday = within(utilisation.getByRole('group', { name: 'Today' }));
    expect(utilisationToday.getByText('50%')).toBeTruthy();
    expect(utilisationToday.getByText('−10.0 pts vs yesterday')).toBeTruthy();
    expect(
      within(utilisation.getByRole('group', { name: 'Last 7 days' })).getByText(
        'No figure for the prior 7 days',
      ),
    ).toBeTruthy();

    const noShows = within(screen.getByRole('region', { name: 'No-shows' }));
    expect(
      within(noShows.getByRole('group', { name: 'Today' })).getByText(/vs this time yesterday$/),
    ).toBeTruthy();

    // Three widgets, one read: today and the week, whole and so far, in one call.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(endpointPath(PERFORMANCE_ENDPOINTS.figures, { id: EST_A.id }));
    // The location's today; the server reads the minute in each location's own zone.
    expect([...url.searchParams]).toEqual([['date', today.to]]);
  });

  it("asks for every location as 'all' and shows the server's error with Retry", async () => {
    const fetchMock = stubFetch(() => [
      400,
      { success: false, message: 'A period covers at most 366 days.' },
    ]);
    renderInWorkspace(<RevenueWidget />, { selected: 'all' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch performance')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(endpointPath(PERFORMANCE_ENDPOINTS.figures, { id: 'all' }));
  });
});
