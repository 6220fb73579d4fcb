/**
 * The week view of several staff members (issue #10): a row per staff member with full names, a
 * column per day, each cell the day's appointment count and booked hours, totals per day and for
 * the week. A cell opens its day. One staff member's week is drawn as a time grid instead.
 */
import { ColorSwatch, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { floatingDate } from '../lib/wall-clock';
import { formatBookedTime, speakBookedTime, type BookedTotal, type WeekSummary } from '../lib/week-summary';

const dayHeading = (date: string) =>
  floatingDate(date, '12:00').toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
  });

const dayName = (date: string) =>
  floatingDate(date, '12:00').toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

const countLabel = (n: number) => `${n} appointment${n === 1 ? '' : 's'}`;

/** A total in words: '6 appointments, 5 hours 30 minutes booked' or 'No appointments'. */
const spoken = (t: BookedTotal) =>
  t.count === 0 ? 'No appointments' : `${countLabel(t.count)}, ${speakBookedTime(t.minutes)} booked`;

function Total({ total, strong }: { total: BookedTotal; strong?: boolean }) {
  if (total.count === 0) {
    return (
      <Text size="sm" c="dimmed" aria-hidden>
        —
      </Text>
    );
  }
  return (
    <div aria-hidden>
      <Text size="sm" fw={strong ? 700 : 600} lh={1.2}>
        {total.count}
      </Text>
      <Text size="xs" c="dimmed" lh={1.2}>
        {formatBookedTime(total.minutes)}
      </Text>
    </div>
  );
}

/**
 * The table of `summary`; `today` ('YYYY-MM-DD', the location's) is marked, and `onOpenDay` gets
 * a cell's date.
 */
export function WeekSummaryTable({
  summary,
  today,
  onOpenDay,
}: {
  summary: WeekSummary;
  today: string;
  onOpenDay: (date: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900} className="daybook-week-summary">
      <Table withTableBorder withColumnBorders verticalSpacing={6} data-testid="week-summary">
        <Table.Caption>
          Appointments and booked hours per staff member; cancelled and no-show visits are not counted. Choose
          a day to open it.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className="daybook-week-staff">
              Staff
            </Table.Th>
            {summary.days.map((d) => (
              <Table.Th
                key={d}
                scope="col"
                ta="center"
                data-today={d === today || undefined}
                aria-current={d === today ? 'date' : undefined}
              >
                <UnstyledButton onClick={() => onOpenDay(d)} aria-label={`Open ${dayName(d)}`} fw={600}>
                  {dayHeading(d)}
                </UnstyledButton>
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="center">
              Week
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.map((row) => (
            <Table.Tr key={row.staff.id} data-testid="week-summary-row">
              <Table.Th scope="row" className="daybook-week-staff">
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch color={row.staff.color} size={12} style={{ flexShrink: 0 }} />
                  <Text size="sm" fw={600}>
                    {row.staff.title}
                  </Text>
                </Group>
              </Table.Th>
              {row.days.map((total, i) => {
                const date = summary.days[i]!;
                return (
                  <Table.Td key={date} ta="center" p={0} data-today={date === today || undefined}>
                    <UnstyledButton
                      className="daybook-week-cell"
                      onClick={() => onOpenDay(date)}
                      aria-label={`${row.staff.title}, ${dayName(date)}: ${spoken(total)}. Open the day.`}
                    >
                      <Total total={total} />
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
              <Table.Td ta="center" aria-label={`${row.staff.title}, the week: ${spoken(row.week)}`}>
                <Total total={row.week} strong />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" className="daybook-week-staff">
              All staff
            </Table.Th>
            {summary.dayTotals.map((total, i) => (
              <Table.Td
                key={summary.days[i]}
                ta="center"
                aria-label={`${dayName(summary.days[i]!)}: ${spoken(total)}`}
                data-testid="week-summary-day-total"
              >
                <Total total={total} strong />
              </Table.Td>
            ))}
            <Table.Td ta="center" aria-label={`The week: ${spoken(summary.week)}`}>
              <Total total={summary.week} strong />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
