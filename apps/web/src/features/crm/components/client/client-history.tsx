/**
 * A client's past appointments, every one of them a page at a time (issue #10), latest first.
 * The page is in the address (?historyPage=2) so a reload or Back keeps the place.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Skeleton, Stack } from '@mantine/core';
import { CLIENT_MESSAGES, CRM_PAGE_SIZE } from '@daybook/contracts';
import { useClientHistory } from '../../api/clients-api';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { ClientAppointments } from './client-appointments';

const TITLE = 'Past appointments';
const PAGE_PARAM = 'historyPage';

/** The 1-based page in `params`; anything but a whole number from 1 reads as 1. */
export function historyPageOf(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM) ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function ClientHistory({ clientId, showLocation }: { clientId: string; showLocation: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = historyPageOf(params);
  const [pageSize, setPageSize] = useState<number>(CRM_PAGE_SIZE);
  const history = useClientHistory(clientId, { page, pageSize });

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete(PAGE_PARAM);
    else nextParams.set(PAGE_PARAM, String(next));
    setParams(nextParams, { replace: true });
  };

  if (history.isPending) {
    return (
      <Card withBorder padding="md" role="status" aria-label={`Loading ${TITLE.toLowerCase()}`}>
        <Stack gap="sm">
          <Skeleton height={24} width={200} />
          <Skeleton height={120} />
        </Stack>
      </Card>
    );
  }
  if (history.isError) {
    return (
      <LoadError
        title={CLIENT_MESSAGES.fetchHistoryFailed}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { rows, pagination } = history.data;
  return (
    <ClientAppointments
      title={TITLE}
      appointments={rows}
      empty={pagination.total > 0 ? 'No appointments on this page.' : 'No visits yet.'}
      showLocation={showLocation}
      footer={
        // Shown once there is more than one page at the smallest size, or to find the way back.
        (pagination.total > CRM_PAGE_SIZE || page > 1) && (
          <ListPager
            pagination={pagination}
            noun="appointments"
            onPage={goTo}
            onPageSize={(size) => {
              setPageSize(size);
              goTo(1);
            }}
          />
        )
      }
    />
  );
}
