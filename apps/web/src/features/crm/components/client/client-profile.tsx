/** A client's details beside the figures: contact (callable and mailable), birthdate, stylist, home, source. */
import type { ReactNode } from 'react';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatPhone, type Client } from '@daybook/contracts';
import { formatDate } from '../../../../lib/format';

const SOURCE_LABEL: Record<string, string> = {
  manual: 'Added by staff',
  online_booking: 'Online booking',
  import: 'Imported',
  lead: 'Converted lead',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function ClientProfile({ client }: { client: Client }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Profile
      </Title>
      <Stack gap="sm">
        <Row label="Phone">
          {client.phone ? <Anchor href={`tel:${client.phone}`}>{formatPhone(client.phone)}</Anchor> : '—'}
        </Row>
        <Row label="Email">
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : '—'}
        </Row>
        <Row label="Birthdate">{client.birthdate ? formatDate(client.birthdate) : '—'}</Row>
        <Row label="Preferred stylist">{client.preferredStylistName ?? 'No preference'}</Row>
        <Row label="Home location">{client.establishmentName}</Row>
        <Row label="Client since">{formatDate(client.createdAt)}</Row>
        <Row label="Source">{SOURCE_LABEL[client.source] ?? client.source}</Row>
      </Stack>
    </Card>
  );
}
