/**
 * Locations side by side (issue #15 "Dashboards", admin): one row per location of the tenant
 * with today's and the last 7 days' revenue, and today's appointments, utilisation and no-shows and
 * the last 7 days' rebooking rate, each location's days in its own time zone. The rows come from
 * the all-locations figures (the same query as the all-locations cards, so asked once, and one
 * reading for every location), each column from the reading its card shows: revenue and
 * no-shows so far, up to the current minute there, the others whole; so the all-locations cards
 * are the sums of these rows. The table scrolls sideways on a phone. Each figure's heading opens
 * its written definition.
 */
import { Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  PERFORMANCE_MESSAGES,
  type DefinedFigure,
  type PerformanceFiguresAnswer,
} from '@daybook/contracts';
import { FigureDefinition } from '../../../../components/figure-definition';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { WidgetCard } from '../../components/widget-card';
import { figuresQuery } from '../../api/figures-api';
import { change, count, dollars, percent } from '../../lib/figures';
import { dashboardPeriods } from '../../lib/periods';
import { TrendText } from '../figures/trend-text';

/** The columns, each figure's with the definition its info button opens (contracts FIGURE_DEFINITIONS). */
const COLUMNS: readonly { name: string; figure?: DefinedFigure }[] = [
  { name: 'Location' },
  { name: 'Revenue today', figure: 'revenueCents' },
  { name: 'Revenue, last 7 days', figure: 'revenueCents' },
  { name: 'Appointments today', figure: 'appointments' },
  { name: 'Utilisation today', figure: 'utilisation' },
  { name: 'Rebooking, last 7 days', figure: 'rebookingRate' },
  { name: 'No-shows today', figure: 'noShows' },
];

/** The trend's wording; the endpoint cuts both periods at the same local minute. */
const WEEK_SO_FAR = 'the 7 days to this time last week';

type LocationFigures = PerformanceFiguresAnswer['locations'][number];

function FiguresCells({ figures: { today, week } }: { figures: LocationFigures }) {
  const w = week.soFar;
  return (
    <>
      <Table.Td>{dollars(today.soFar.current.revenueCents)}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{dollars(w.current.revenueCents)}</Text>
          <TrendText
            change={change(w.current.revenueCents, w.previous.revenueCents, 'amount')}
            against={WEEK_SO_FAR}
          />
        </Stack>
      </Table.Td>
      <Table.Td>{count(today.whole.current.appointments)}</Table.Td>
      <Table.Td>{percent(today.whole.current.utilisation)}</Table.Td>
      <Table.Td>{percent(week.whole.current.rebookingRate)}</Table.Td>
      <Table.Td>{count(today.soFar.current.noShows)}</Table.Td>
    </>
  );
}

/** Every location's figures for today and the last 7 days, one row each. */
export function LocationsWidget() {
  const { establishments } = useWorkspace();
  const first = establishments[0];
  // Named by the first location's today, as the all-locations cards ask: one query for both.
  const date = dashboardPeriods(first?.timeZone ?? 'UTC').today.to;
  const query = useQuery({ ...figuresQuery(ALL_ESTABLISHMENTS, date), enabled: first !== undefined });
  const byId = new Map(query.data?.locations.map((l) => [l.establishmentId, l]));
  return (
    <WidgetCard
      title="Locations"
      query={first ? query : undefined}
      errorTitle={PERFORMANCE_MESSAGES.loadFailed}
      empty={establishments.length === 0 && 'No locations yet.'}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Figures by location">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c.name} scope="col">
                  <Group gap={2} wrap="nowrap">
                    {c.name}
                    {c.figure && <FigureDefinition name={c.name} figure={c.figure} />}
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {establishments.map((place) => {
              const figures = byId.get(place.id);
              return (
                <Table.Tr key={place.id}>
                  <Table.Th scope="row">{place.name}</Table.Th>
                  {figures ? (
                    <FiguresCells figures={figures} />
                  ) : (
                    // A location added since the figures were read: the next reading brings it.
                    <Table.Td colSpan={COLUMNS.length - 1}>
                      <Text size="sm" c="dimmed">
                        No figures yet
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </WidgetCard>
  );
}
