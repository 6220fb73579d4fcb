/**
 * The clients behind one figure of the clients report (issue #31 "the rows behind a figure one
 * click away": new, returning, lapsed, a retention cohort or one of its cells): a modal titled
 * with the figure, listing them by name a page at a
 * time, each name linking to the client's CRM page; a skeleton while loading, a sentence when
 * nobody is behind the figure, the server's reason with Retry when the call fails.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Table } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { FIGURE_CLIENTS_FAILED, useClientsOfFigure, type FigureSelection } from '../api/clients-report-api';
import { formatCount, formatDayRange } from '../lib/sales-format';
import { monthLabel } from './clients-report-tables';
import { FigureRowsModal, FigureRowsPage } from './figure-rows';
import { formatPhone } from '@daybook/contracts/phone';

/** The period's figures' names in the modal's title. */
const PERIOD_LABEL = {
  new: 'New clients',
  returning: 'Returning clients',
  lapsed: 'Lapsed clients',
} as const;

/** The modal's title and the table's name: 'Lapsed clients, Jun 1 – Jun 30, 2027', 'First visit in Apr 2027, back in month 2'. */
export function figureClientsTitle(s: FigureSelection, from: string, to: string): string {
  if (s.figure === 'cohort') return `First visit in ${monthLabel(s.cohort)}`;
  if (s.figure === 'retained') return `First visit in ${monthLabel(s.cohort)}, back in month ${s.after}`;
  return `${PERIOD_LABEL[s.figure]}, ${formatDayRange(from, to)}`;
}

export interface FigureClientsModalProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  from: string;
  to: string;
  /** The figure shown; null: the modal is closed. */
  selection: FigureSelection | null;
  onClose: () => void;
}

function FigureClientsTable({
  establishmentId,
  from,
  to,
  selection,
}: Omit<FigureClientsModalProps, 'onClose' | 'selection'> & { selection: FigureSelection }) {
  const [page, setPage] = useState(1);
  const query = useClientsOfFigure(establishmentId, from, to, selection, page);
  return (
    <FigureRowsPage
      query={query}
      failedTitle={FIGURE_CLIENTS_FAILED}
      noun={['client', 'clients']}
      minWidth={640}
      onPage={setPage}
      table={(list) => (
        <Table striped aria-label={figureClientsTitle(selection, from, to)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>First visit</Table.Th>
              <Table.Th>Last visit</Table.Th>
              <Table.Th ta="right">Visits in period</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.clients.map((c) => (
              <Table.Tr key={c.clientId}>
                <Table.Td>
                  <Anchor component={Link} to={`/crm/clients/${c.clientId}`}>
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.email ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.phone ? formatPhone(c.phone) : '—'}</Table.Td>
                <Table.Td>{formatDate(c.firstVisit)}</Table.Td>
                <Table.Td>{formatDate(c.lastVisit)}</Table.Td>
                <Table.Td ta="right">{formatCount(c.visitsInRange)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}

/** The modal of `figure`'s clients; Escape or the close button closes it. */
export function FigureClientsModal({
  establishmentId,
  from,
  to,
  selection,
  onClose,
}: FigureClientsModalProps) {
  return (
    <FigureRowsModal
      open={selection !== null}
      onClose={onClose}
      title={selection ? figureClientsTitle(selection, from, to) : ''}
    >
      {selection && (
        <FigureClientsTable
          key={JSON.stringify(selection)}
          establishmentId={establishmentId}
          from={from}
          to={to}
          selection={selection}
        />
      )}
    </FigureRowsModal>
  );
}
