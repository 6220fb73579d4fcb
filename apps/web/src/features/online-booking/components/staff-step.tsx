import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { BookingStaff } from '@daybook/contracts';
import { ChoiceButton } from './choice-button';

/** The staff choice: one person's id, or 'anyone' for whoever is free. */
export type StaffChoice = string | 'anyone';

/** Step 2: anyone available, or one of the people who perform the service. */
export function StaffStep({
  staff,
  selected,
  onSelect,
}: {
  staff: BookingStaff[];
  selected: StaffChoice | null;
  onSelect: (choice: StaffChoice) => void;
}) {
  return (
    <Stack gap="sm">
      <ChoiceButton onClick={() => onSelect('anyone')} selected={selected === 'anyone'}>
        <Group wrap="nowrap">
          <Avatar color="violet" aria-hidden>
            <IconUsers size={20} />
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>Anyone available</Text>
            <Text size="sm" c="dimmed">
              See the most times
            </Text>
          </Stack>
        </Group>
      </ChoiceButton>
      {staff.map((p) => (
        <ChoiceButton key={p.id} onClick={() => onSelect(p.id)} selected={selected === p.id}>
          <Group wrap="nowrap">
            <Avatar src={p.avatar} name={p.name} color={p.color} alt="" aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{p.name}</Text>
              {p.title && (
                <Text size="sm" c="dimmed">
                  {p.title}
                </Text>
              )}
            </Stack>
          </Group>
        </ChoiceButton>
      ))}
    </Stack>
  );
}
