/** The states of a CRM record's page (client, lead) before its record is there: loading, then failed. */
import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from './load-error';

export interface RecordLoaderProps<T> {
  query: UseQueryResult<T, unknown>;
  /** The link back to the list, above every state. */
  back: ReactNode;
  /** 'Client', 'Lead': the page title while there is no record to name it. */
  title: string;
  /** The spec's failure text (CLIENT_MESSAGES). */
  failedText: string;
  /** Heights in px of the placeholder blocks under the title's while loading. */
  skeletonHeights: readonly number[];
  /** Offer 'Try again' when the fetch failed. */
  retry?: boolean;
  children: (record: T) => ReactNode;
}

/** Skeletons while `query` loads, the failure (with its reason) when it fails, else `children(record)`. */
export function RecordLoader<T>({
  query,
  back,
  title,
  failedText,
  skeletonHeights,
  retry = false,
  children,
}: RecordLoaderProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        {back}
        <Skeleton height={40} width="40%" />
        {skeletonHeights.map((height, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        <PageHeader title={title} />
        <LoadError
          title={failedText}
          error={query.error}
          onRetry={retry ? () => void query.refetch() : undefined}
        />
      </Stack>
    );
  }
  return children(query.data);
}
