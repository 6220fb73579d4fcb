import { Card, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { MODULE_UNAVAILABLE_TEXT } from '../../../lib/module-unavailable';

/** Page of a module that is not built yet: its title and an honest empty state. */
export function ModulePage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <IconTool size={40} aria-hidden />
          <Text fw={600}>{MODULE_UNAVAILABLE_TEXT}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {title} is part of a later release of Daybook.
          </Text>
        </Stack>
      </Card>
    </>
  );
}
