/** A queue's head counts in large figures ("2 waiting   0 in service"), for the queue widgets. */
import { Group, Text } from '@mantine/core';

/** One figure per `[count, words]` pair, side by side. */
export function QueueCounts({ counts }: { counts: readonly (readonly [number, string])[] }) {
  return (
    <Group gap="lg" mb="sm">
      {counts.map(([count, words]) => (
        <Text key={words} size="sm">
          <Text span fw={700} size="lg">
            {count}
          </Text>{' '}
          {words}
        </Text>
      ))}
    </Group>
  );
}
