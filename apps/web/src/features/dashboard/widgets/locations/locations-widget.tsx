/**
 * Locations side by side (issue #15 "Dashboards", admin): one row per location of the tenant
 * with today's and the last 7 days' revenue, and today's appointments, utilisation and no-shows and
 * the last 7 days' rebooking rate, each location's days in its own time zone. Each row reads the
 * location's figures as its cards do (the same query, so asked once), and each column the
 * reading its card shows: revenue and no-shows so far, up to the current minute there, the others
 * whole; so the all-locations cards are the sums of these rows. A location whose figures fail
 * shows its error in its row; the
 * table scrolls sideways on a phone. Each figure's heading opens its written definition.
 */
import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import {
  PERFORMANCE_MESSAGES,
  type DefinedFigure,
  type PerformanceFiguresAnswer,
} from '@daybook/contracts';
import { FigureDefinition } from '../../../../components/figure-definition';
import { errorMessage } from '../../../../lib/api-client';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { WidgetCard } from '../../components/widget-card';
import { placeFiguresQuery } from '../../api/figures-api';
import { change, count, dollars, percent } from '../../lib/figures';
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

/** The failure text: the spec's title, then the server's reason when it gave one. */
function reason(error: unknown): string {
  const title = PERFORMANCE_MESSAGES.loadFailed;
  const why = errorMessage(error, title);
  return why === title ? title : `${title}: ${why}`;
}

function FiguresCells({ figures: { today, week } }: { figures: PerformanceFiguresAnswer }) {
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
  const queries = useQueries({ queries: establishments.map(placeFiguresQuery) });
  return (
    <WidgetCard title="Locations" empty={establishments.length === 0 && 'No locations yet.'}>
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
            {establishments.map((place, n) => {
              const query = queries[n]!;
              const figures = query.data;
              return (
                <Table.Tr key={place.id}>
                  <Table.Th scope="row">{place.name}</Table.Th>
                  {figures ? (
                    <FiguresCells figures={figures} />
                  ) : query.isError ? (
                    <Table.Td colSpan={COLUMNS.length - 1}>
                      <Group gap="xs" role="alert">
                        <Text size="sm" c="var(--daybook-text-bad)">
                          {reason(query.error)}
                        </Text>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Retry ${place.name}`}
                          onClick={() => void query.refetch()}
                        >
                          Retry
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : (
                    <Table.Td colSpan={COLUMNS.length - 1} aria-busy="true">
                      <Skeleton height={14} role="status" aria-label={`Loading ${place.name}`} />
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
