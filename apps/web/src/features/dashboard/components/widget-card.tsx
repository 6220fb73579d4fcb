/**
 * The frame every dashboard widget sits in (issue #15 "Dashboards"): a titled card with the
 * widget's own loading, error and empty states, so one widget failing to load (spec
 * operations.md §4: load errors collected by kind without blocking the rest) never blanks the
 * others. `fill` makes the card take its grid cell's whole height on /dashboard-grid.
 */
import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { useScrollStop } from '../../../lib/scroll-by-keyboard';

export interface WidgetQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface WidgetCardProps {
  title: string;
  /** A link or action shown at the right of the title. */
  action?: ReactNode;
  /** The widget's data query (or the first that failed, when it reads several). */
  query?: WidgetQueryState;
  /** The spec's or the module's "failed to load" text, shown as the error's title. */
  errorTitle?: string;
  /** Shown instead of the children when there is nothing to list. */
  empty?: string | false;
  children?: ReactNode;
}

export function WidgetCard({ title, action, query, errorTitle, empty, children }: WidgetCardProps) {
  const scroll = useScrollStop<HTMLDivElement>();
  let body: ReactNode = children;
  if (query?.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading ${title}`}>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="40%" />
      </Stack>
    );
  } else if (query?.isError) {
    body = (
      <LoadError
        title={errorTitle ?? `Failed to load ${title.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (empty) {
    body = (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Card
      ref={scroll.ref}
      tabIndex={scroll.tabIndex}
      withBorder
      padding="md"
      h="100%"
      component="section"
      aria-label={title}
      style={{ overflow: 'auto' }}
    >
      <Group className="widget-card-header" justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {body}
    </Card>
  );
}
