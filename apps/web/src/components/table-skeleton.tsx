import { Skeleton, Stack } from '@mantine/core';

/** A table's place while its first page loads, announced as `label`. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={36} radius="sm" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
