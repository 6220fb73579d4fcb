/** The sales report's place while it first loads: nine figure cards, the chart and a table, announced. */
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function SalesReportSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the sales report">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {Array.from({ length: 9 }, (_, i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton height={12} width="60%" mb="sm" />
            <Skeleton height={24} width="80%" mb="xs" />
            <Skeleton height={10} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
      <Skeleton height={320} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
