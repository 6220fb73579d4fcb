/**
 * The Finance page's "Bank accounts" section (issue #31, spec operations.md §1 "Financials: view
 * transactions and bank accounts, connect a bank"): the selected location's accounts with their
 * balance and last import, adding an account, importing a statement the bank exported (OFX, QFX
 * or CSV) and reading its lines. Connecting a bank through Plaid is offered only when the server
 * has Plaid set up (`plaidConfigured`); otherwise the section says so rather than offering a
 * button that cannot work. A connection whose bank asks to sign in again is named with a
 * Reconnect button. Shown to roles that read revenue for the whole location (managers, owners,
 * admins); writes for those who may update the location.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  hasPermission,
  permissionScope,
  type BankAccount,
  type Role,
} from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { AddAccountModal } from './add-account-modal';
import { useFinancials, usePlaidItems } from './bank-api';
import { bankDay, bankInstant } from './bank-format';
import { BankLinesModal } from './bank-lines-modal';
import { ImportStatementModal } from './import-statement-modal';
import { ConnectBankButton, PlaidAccountActions } from './plaid-connect';

/** What the bank section offers a role (the server decides; these only hide). */
export const bankAccess = {
  /** Whole-location revenue:read: an employee's own-only grant does not see the bank. */
  read: (role: Role) => permissionScope(role, 'revenue:read') === 'all',
  write: (role: Role) => hasPermission(role, 'establishment:update'),
};

const PROVIDER_LABEL: Record<BankAccount['provider'], string> = {
  statement: 'Statement import',
  plaid: 'Plaid',
};

export const NOT_CONFIGURED_NOTE =
  'Connecting a bank directly (Plaid) is not set up on this server. Import statements instead.';
export const RELOGIN_TITLE = 'A bank asks you to sign in again';
export const NO_ACCOUNTS_TEXT =
  'No bank accounts yet. Add one and import a statement your bank exports (OFX, QFX or CSV).';

export interface BankAccountsProps {
  role: Role;
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
}

/** The section for the selected location, or a prompt to pick one; nothing for other roles. */
export function BankAccountsSection() {
  const { role, selectedId, selected } = useWorkspace();
  if (!bankAccess.read(role)) return null;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected)
    return (
      <Stack gap="sm" component="section" aria-labelledby="bank-accounts-title" mt="xl">
        <Title order={2} size="h3" id="bank-accounts-title">
          Bank accounts
        </Title>
        <Text c="dimmed" size="sm">
          Bank accounts are kept per location. Choose a location in the header to see its accounts.
        </Text>
      </Stack>
    );
  return (
    <BankAccounts
      key={selected.id}
      role={role}
      establishmentId={selected.id}
      establishmentName={selected.name}
      timeZone={selected.timeZone}
    />
  );
}

/** The location's bank accounts with their dialogs. */
export function BankAccounts({ role, establishmentId, establishmentName, timeZone }: BankAccountsProps) {
  const financials = useFinancials(establishmentId);
  const canWrite = bankAccess.write(role);
  const plaidConfigured = financials.data?.plaidConfigured ?? false;
  const needsLogin = financials.data?.needsPlaidConnection ?? false;
  const items = usePlaidItems(establishmentId, needsLogin);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<BankAccount | null>(null);
  const [viewing, setViewing] = useState<BankAccount | null>(null);

  const columns: DataTableColumn<BankAccount>[] = [
    { accessor: 'name', title: 'Account' },
    {
      accessor: 'accountMask',
      title: 'Ending',
      noWrap: true,
      render: (a) => (a.accountMask ? `•••• ${a.accountMask}` : '—'),
    },
    { accessor: 'provider', title: 'Provider', render: (a) => PROVIDER_LABEL[a.provider] },
    {
      accessor: 'balance',
      title: 'Balance',
      textAlign: 'right',
      render: (a) =>
        a.balance === null ? (
          '—'
        ) : (
          <>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {a.currency === 'USD' ? formatCurrency(a.balance) : `${a.balance.toFixed(2)} ${a.currency}`}
            </Text>
            {a.balanceOn && (
              <Text size="xs" c="dimmed">
                as of {bankDay(a.balanceOn)}
              </Text>
            )}
          </>
        ),
    },
    { accessor: 'lastSync', title: 'Last update', render: (a) => bankInstant(a.lastSync, timeZone) },
    {
      accessor: 'id',
      title: 'Actions',
      textAlign: 'right',
      render: (a) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {canWrite && a.provider === 'plaid' && a.plaidItemId && a.status === 'connected' && (
            <PlaidAccountActions
              establishmentId={establishmentId}
              itemId={a.plaidItemId}
              accountName={a.name}
            />
          )}
          {canWrite && a.provider === 'statement' && (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Import statement into ${a.name}`}
              onClick={() => setImporting(a)}
            >
              Import statement
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`View lines of ${a.name}`}
            onClick={() => setViewing(a)}
          >
            View lines
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-accounts-title" mt="xl">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="bank-accounts-title">
          Bank accounts
        </Title>
        {canWrite && (
          <Group gap="xs">
            {plaidConfigured && (
              <ConnectBankButton establishmentId={establishmentId}>Connect a bank</ConnectBankButton>
            )}
            <Button variant={plaidConfigured ? 'default' : 'filled'} onClick={() => setAdding(true)}>
              Add account
            </Button>
          </Group>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        Accounts of {establishmentName}, fed by the statements you import
        {plaidConfigured ? ' or by a bank connected through Plaid' : ''}.
      </Text>
      {needsLogin && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={RELOGIN_TITLE}>
          <Stack gap="xs">
            <Text size="sm">Its accounts are not updated until you sign in to the bank again.</Text>
            {canWrite && (
              <Group gap="xs">
                {(items.data ?? [])
                  .filter((item) => item.status === 'login_required')
                  .map((item) => (
                    <ConnectBankButton
                      key={item.itemId}
                      establishmentId={establishmentId}
                      itemId={item.itemId}
                      label={`Reconnect ${item.institutionName ?? 'the bank'}`}
                    >
                      Reconnect {item.institutionName ?? 'the bank'}
                    </ConnectBankButton>
                  ))}
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {financials.data && !plaidConfigured && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title="Bank connection">
          {NOT_CONFIGURED_NOTE}
        </Alert>
      )}
      <DataTable
        label="Bank accounts"
        columns={columns}
        records={financials.data?.bankAccounts}
        loadingLabel="Loading the bank accounts"
        error={
          financials.isError
            ? {
                title: 'Failed to load the bank accounts',
                error: financials.error,
                onRetry: () => void financials.refetch(),
              }
            : null
        }
        empty={
          <Text c="dimmed" size="sm">
            {NO_ACCOUNTS_TEXT}
          </Text>
        }
        minWidth={720}
      />
      <AddAccountModal establishmentId={establishmentId} opened={adding} onClose={() => setAdding(false)} />
      <ImportStatementModal
        establishmentId={establishmentId}
        account={importing}
        onClose={() => setImporting(null)}
      />
      <BankLinesModal establishmentId={establishmentId} account={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
