/**
 * Every status badge the app draws, in every state, as static markup with the app's theme: the
 * states a page shows depend on the demo data and the hour a run starts (a Completed arrival,
 * an offer pending), so axe on real pages finds a faint one only on the day it happens to show.
 * Here each state is drawn on the page's and on a card's background, in the scheme asked for.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Card, Group, MantineProvider, Stack, Title } from '@mantine/core';
import {
  APPOINTMENT_STATUS_TITLE,
  CLIENT_STATUS_LABEL,
  LEAD_STATUS_LABEL,
  ORDER_STATUSES,
  REQUEST_PRIORITY_LABEL,
  REQUEST_STATUS_LABEL,
  TEAM_STATUS_LABELS,
  TICKET_STATUSES,
  TIME_OFF_STATUS_LABEL,
  TRAINING_PROGRESS_STATUSES,
  WAITLIST_PRIORITIES,
  WAITLIST_STATUSES,
  type Transaction,
} from '@daybook/contracts';
import { theme, cssVariablesResolver } from '../../../apps/web/src/lib/theme';
import { AppointmentStatusBadge, LateBadge } from '../../../apps/web/src/components/appointment-status-badge';
import {
  AppointmentStatusBadge as ClientPageStatusBadge,
  ClientStatusBadge,
  LeadSourceBadge,
  LeadStatusBadge,
} from '../../../apps/web/src/features/crm/components/status-badges';
import { StatusBadge as TimeOffStatusBadge } from '../../../apps/web/src/features/time-off/requests/status-badge';
import { TransactionStatusBadge } from '../../../apps/web/src/features/checkout/transactions/transaction-status-badge';
import { TicketStatusBadge } from '../../../apps/web/src/features/checkout/tickets/ticket-status-badge';
import {
  OrderStatusBadge,
  StockBadge,
} from '../../../apps/web/src/features/inventory/components/stock-badge';
import {
  PriorityBadge,
  RequestStatusBadge,
} from '../../../apps/web/src/features/requests/components/request-badges';
import { TeamStatusBadge } from '../../../apps/web/src/features/todays-team/team/team-status-badge';
import { PayRunStatusBadge } from '../../../apps/web/src/features/payroll/components/pay-run-status-badge';
import { RoomStatusBadge } from '../../../apps/web/src/features/resources/components/room-status-badge';
import {
  WaitlistPriorityBadge,
  WaitlistStatusBadge,
} from '../../../apps/web/src/features/waitlist/components/entry-badges';
import { DrawerStateBadge } from '../../../apps/web/src/features/checkout/drawer/drawer-state-badge';
import {
  EmployeeStatusBadge,
  SystemAccessBadge,
} from '../../../apps/web/src/features/employees/list/employee-badges';
import { CertificationBadge, ProgressBadge } from '../../../apps/web/src/features/training/training-badges';
import { NavStateBadge } from '../../../apps/web/src/app/shell/nav-state-badge';
import { ConnectionStatusBadge } from '../../../apps/web/src/app/shell/realtime-connection';
import { UnreadCountBadge } from '../../../apps/web/src/components/unread-count-badge';

const keys = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

const transaction = (status: Transaction['status'], refundAmount: number) => ({
  status,
  refundAmount,
  totalAmount: 10_000,
});
const noop = () => undefined;

/** Each family of badges with every state it can take. */
const FAMILIES: [string, ReactNode[]][] = [
  [
    'Appointment (calendar, dashboards)',
    [
      ...keys(APPOINTMENT_STATUS_TITLE).map((s) => <AppointmentStatusBadge key={s} status={s} />),
      <LateBadge key="late" minutes={12} />,
    ],
  ],
  [
    'Appointment (client page)',
    keys(APPOINTMENT_STATUS_TITLE).map((s) => <ClientPageStatusBadge key={s} status={s} />),
  ],
  ['Client', keys(CLIENT_STATUS_LABEL).map((s) => <ClientStatusBadge key={s} status={s} />)],
  [
    'Lead',
    [
      ...keys(LEAD_STATUS_LABEL).map((s) => <LeadStatusBadge key={s} status={s} />),
      <LeadSourceBadge key="src" source="instagram" />,
    ],
  ],
  ['Time off', keys(TIME_OFF_STATUS_LABEL).map((s) => <TimeOffStatusBadge key={s} status={s} />)],
  [
    'Sale',
    [
      <TransactionStatusBadge key="c" transaction={transaction('completed', 0)} />,
      <TransactionStatusBadge key="p" transaction={transaction('completed', 2_500)} />,
      <TransactionStatusBadge key="r" transaction={transaction('refunded', 10_000)} />,
    ],
  ],
  ['Ticket', TICKET_STATUSES.map((s) => <TicketStatusBadge key={s} status={s} />)],
  [
    'Stock',
    [
      <StockBadge key="out" product={{ quantity: 0, lowStock: true, status: 'out-of-stock' }} />,
      <StockBadge key="low" product={{ quantity: 2, lowStock: true, status: 'in-stock' }} />,
      <StockBadge key="in" product={{ quantity: 20, lowStock: false, status: 'in-stock' }} />,
    ],
  ],
  ['Purchase order', ORDER_STATUSES.map((s) => <OrderStatusBadge key={s} status={s} />)],
  [
    'Request',
    [
      ...keys(REQUEST_STATUS_LABEL).map((s) => <RequestStatusBadge key={s} status={s} />),
      ...keys(REQUEST_PRIORITY_LABEL).map((p) => <PriorityBadge key={p} priority={p} />),
    ],
  ],
  ['Team member', keys(TEAM_STATUS_LABELS).map((s) => <TeamStatusBadge key={s} status={s} />)],
  [
    'Employee',
    [
      <EmployeeStatusBadge key="a" employee={{ status: 'active', terminationDate: null }} />,
      <EmployeeStatusBadge
        key="t"
        employee={{ status: 'terminated', terminationDate: '2026-03-31' }}
        withDate
      />,
      <SystemAccessBadge key="sa" access={{ status: 'active' }} />,
      <SystemAccessBadge key="si" access={{ status: 'inactive' }} />,
    ],
  ],
  [
    'Pay run',
    [<PayRunStatusBadge key="d" status="draft" />, <PayRunStatusBadge key="f" status="finalised" />],
  ],
  [
    'Training',
    [
      ...TRAINING_PROGRESS_STATUSES.map((s) => (
        <ProgressBadge key={s} progress={{ status: s, percent: 40 }} />
      )),
      ...(
        [
          ['valid', { status: 'active', expiringSoon: false, daysUntilExpiry: 200 }],
          ['none', { status: 'active', expiringSoon: false, daysUntilExpiry: null }],
          ['soon', { status: 'active', expiringSoon: true, daysUntilExpiry: 12 }],
          ['expired', { status: 'expired', expiringSoon: false, daysUntilExpiry: -3 }],
          ['revoked', { status: 'revoked', expiringSoon: false, daysUntilExpiry: 40 }],
        ] as const
      ).map(([k, c]) => <CertificationBadge key={k} certification={c} />),
    ],
  ],
  [
    'Waitlist',
    [
      ...WAITLIST_PRIORITIES.map((p) => <WaitlistPriorityBadge key={p} priority={p} />),
      ...WAITLIST_STATUSES.map((s) => <WaitlistStatusBadge key={s} status={s} />),
    ],
  ],
  [
    'Room and cash drawer',
    [
      <RoomStatusBadge key="a" active />,
      <RoomStatusBadge key="i" active={false} />,
      <DrawerStateBadge key="c" session={null} />,
      <DrawerStateBadge key="o" session={{ expected: 182.5 }} />,
    ],
  ],
  [
    'Navigation and connection',
    [
      <NavStateBadge key="p" state="preview" />,
      <NavStateBadge key="s" state="coming-soon" />,
      <UnreadCountBadge key="3" count={3} />,
      <UnreadCountBadge key="12" count={12} label="12 unread" />,
      <ConnectionStatusBadge key="r" state="reconnecting" error={null} onRetry={noop} />,
      <ConnectionStatusBadge key="d" state="disconnected" error="timeout" onRetry={noop} />,
    ],
  ],
];

/** The whole gallery as an HTML document in `scheme`, styled by `css` (the app's stylesheets). */
export function badgeGallery(scheme: 'light' | 'dark', css: string): string {
  const families = FAMILIES.map(([name, badges]) => (
    <Stack key={name} gap={4}>
      <Title order={2} size="sm">
        {name}
      </Title>
      <Group gap="xs">{badges}</Group>
      <Card withBorder padding="xs">
        <Group gap="xs">{badges}</Group>
      </Card>
    </Stack>
  ));
  const body = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
      <main>
        <Title order={1}>Badges</Title>
        <Stack p="md">{families}</Stack>
      </main>
    </MantineProvider>,
  );
  return `<!doctype html><html lang="en" data-mantine-color-scheme="${scheme}"><head><title>Badges</title><style>${css}</style></head><body>${body}</body></html>`;
}
