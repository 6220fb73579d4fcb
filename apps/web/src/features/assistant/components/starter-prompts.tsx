/** The six questions an empty thread suggests (operations.md §2), as cards that ask them. */
import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ASSISTANT_STARTER_PROMPTS } from '@daybook/contracts';

/** The starter cards; `disabled` when nothing can be asked (no model). */
export function StarterPrompts({
  onPick,
  disabled,
}: {
  onPick: (prompt: string) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap="sm" py="md">
      <Title order={2} size="h4">
        What can Dawn do for you?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {ASSISTANT_STARTER_PROMPTS.map((prompt) => (
          <UnstyledButton key={prompt} disabled={disabled} onClick={() => onPick(prompt)}>
            <Paper withBorder p="sm" radius="md" h="100%" style={{ opacity: disabled ? 0.6 : 1 }}>
              <Text size="sm">{prompt}</Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
