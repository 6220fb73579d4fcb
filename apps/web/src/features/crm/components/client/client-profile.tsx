/** A client's details beside the figures: contact (callable and mailable), birthdate, stylist, home, source. */
import { Anchor, Card, Stack, Title } from '@mantine/core';
import { type Client } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatDate } from '../../../../lib/format';
import { LabelledValue } from '../labelled-value';

const SOURCE_LABEL: Record<string, string> = {
  manual: 'Added by staff',
  online_booking: 'Online booking',
  import: 'Imported',
  lead: 'Converted lead',
};

export function ClientProfile({ client }: { client: Client }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Profile
      </Title>
      <Stack gap="sm">
        <LabelledValue label="Phone">
          {client.phone ? <Anchor href={`tel:${client.phone}`}>{formatPhone(client.phone)}</Anchor> : '—'}
        </LabelledValue>
        <LabelledValue label="Email">
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : '—'}
        </LabelledValue>
        <LabelledValue label="Birthdate">
          {client.birthdate ? formatDate(client.birthdate) : '—'}
        </LabelledValue>
        <LabelledValue label="Preferred stylist">
          {client.preferredStylistName ?? 'No preference'}
        </LabelledValue>
        <LabelledValue label="Home location">{client.establishmentName}</LabelledValue>
        <LabelledValue label="Client since">{formatDate(client.createdAt)}</LabelledValue>
        <LabelledValue label="Source">{SOURCE_LABEL[client.source] ?? client.source}</LabelledValue>
      </Stack>
    </Card>
  );
}
