/** "Same email or phone as…": live clients a saved client or lead may duplicate, with links to them. */
import { Link } from 'react-router';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { type ClientDuplicate } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';

export function DuplicatesNotice({
  duplicates,
  intro,
}: {
  duplicates: readonly ClientDuplicate[];
  intro: string;
}) {
  if (duplicates.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconCopy size={18} aria-hidden />} title="Possible duplicate" role="status">
      <Text size="sm" mb={4}>
        {intro}
      </Text>
      <List size="sm" spacing={2}>
        {duplicates.map((d) => (
          <List.Item key={d.id}>
            <Anchor component={Link} to={`/crm/clients/${d.id}`} size="sm">
              {d.name}
            </Anchor>
            {[d.email, d.phone ? formatPhone(d.phone) : null]
              .filter((v): v is string => v !== null)
              .map((v) => ` · ${v}`)
              .join('')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
