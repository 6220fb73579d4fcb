/** The report's place while it loads: six stat cards, the split bar and two tables, announced. */
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function ReportSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the inventory report">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton height={12} width="60%" mb="sm" />
            <Skeleton height={24} width="80%" />
          </Card>
        ))}
      </SimpleGrid>
      <Skeleton height={72} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
