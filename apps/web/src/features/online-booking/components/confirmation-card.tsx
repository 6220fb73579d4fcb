import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { BookingConfirmation, BookingEstablishment } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatLongDate, formatTimeRange } from '../lib/booking-dates';
import { formatPhone } from '@daybook/contracts/phone';

/** The last step: what was booked, where and when; focus moves here so it is announced. */
export function ConfirmationCard({
  confirmation,
  place,
  onBookAnother,
}: {
  confirmation: BookingConfirmation;
  place: BookingEstablishment;
  onBookAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const address = [place.address.street, place.address.city, place.address.state, place.address.postalCode]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    ['Service', confirmation.serviceName],
    ['With', confirmation.staffName],
    ['Date', formatLongDate(confirmation.date)],
    ['Time', formatTimeRange(confirmation.startTime, confirmation.endTime)],
    ['Location', address ? `${confirmation.establishmentName}, ${address}` : confirmation.establishmentName],
    ['Price', formatCurrency(confirmation.price)],
  ];
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md" component="section" aria-labelledby="booking-confirmed">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
            <IconCheck size={20} />
          </ThemeIcon>
          <Title order={2} size="h3" id="booking-confirmed" ref={heading} tabIndex={-1}>
            You&apos;re booked!
          </Title>
        </Group>
        <Table variant="vertical" withRowBorders={false} layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={100}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {place.phone && (
          <Text size="sm" c="dimmed">
            Need to change or cancel? Call {place.name} at {formatPhone(place.phone)}.
          </Text>
        )}
        <Button variant="light" onClick={onBookAnother}>
          Book another appointment
        </Button>
      </Stack>
    </Paper>
  );
}
