/**
 * Connecting a bank through Plaid on the Finance page (issue #31, spec operations.md §1 "connect
 * a bank"): a button that asks the server for a Link token and opens Plaid Link with it; Link's
 * public token goes to the server, which keeps the connection, and a first sync brings its lines.
 * With `itemId` the button opens Link in update mode for a connection whose bank asks to sign in
 * again, then syncs it. Plaid's script (cdn.plaid.com) loads only once a token is there, so a
 * visit to the page loads nothing of Plaid. Sync and disconnect buttons for a connected account.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePlaidLink } from 'react-plaid-link';
import type { BankPlaidSyncResult } from '@daybook/contracts';
import { useConnectPlaid, useDisconnectPlaid, usePlaidLinkToken, useSyncPlaid } from './bank-api';

/** What a sync brought, in words: 'Synced: 3 new lines, 1 changed, 1 removed.' */
export function syncSummary({
  added,
  modified,
  removed,
}: Pick<BankPlaidSyncResult, 'added' | 'modified' | 'removed'>) {
  const parts = [
    `${added} new ${added === 1 ? 'line' : 'lines'}`,
    ...(modified > 0 ? [`${modified} changed`] : []),
    ...(removed > 0 ? [`${removed} removed`] : []),
  ];
  return `Synced: ${parts.join(', ')}.`;
}

/** Tells what a sync did, or that the bank asks to sign in again. */
function showSynced(result: BankPlaidSyncResult) {
  if (result.item.status === 'login_required')
    notifications.show({
      color: 'yellow',
      title: 'The bank asks you to sign in again',
      message: 'Use Reconnect, then the lines come in.',
    });
  else notifications.show({ color: 'green', title: 'Bank synced', message: syncSummary(result) });
}

interface LinkOpenerProps {
  token: string;
  onSuccess: (publicToken: string) => void;
  onDone: () => void;
}

/** Opens Plaid Link with `token` once Plaid's script is ready; `onDone` when Link closes either way. */
function LinkOpener({ token, onSuccess, onDone }: LinkOpenerProps) {
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken) => {
      onDone();
      if (publicToken) onSuccess(publicToken);
    },
    onExit: () => onDone(),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    if (!error) return;
    notifications.show({
      color: 'red',
      title: 'Could not load Plaid',
      message: 'Check the connection and try again.',
    });
    onDone();
  }, [error, onDone]);
  return null;
}

export interface ConnectBankButtonProps {
  establishmentId: string;
  /** A connection to sign in to again (Link in update mode); none: connect a new bank. */
  itemId?: string;
  /** The button's accessible name when its text alone does not say which connection. */
  label?: string;
  children: ReactNode;
}

/** "Connect a bank" (or "Reconnect"): Link, then the connection kept and synced. */
export function ConnectBankButton({ establishmentId, itemId, label, children }: ConnectBankButtonProps) {
  const [token, setToken] = useState<string | null>(null);
  const linkToken = usePlaidLinkToken(establishmentId);
  const connect = useConnectPlaid(establishmentId);
  const sync = useSyncPlaid(establishmentId);
  const busy = token !== null || linkToken.isPending || connect.isPending || sync.isPending;

  const linked = async (publicToken: string) => {
    const id = itemId ?? (await connect.mutateAsync(publicToken)).data.itemId;
    showSynced((await sync.mutateAsync(id)).data);
  };

  return (
    <>
      <Button
        variant={itemId ? 'light' : 'filled'}
        aria-label={label}
        loading={busy}
        onClick={() => linkToken.mutate(itemId, { onSuccess: (answer) => setToken(answer.data.linkToken) })}
      >
        {children}
      </Button>
      {token && (
        <LinkOpener
          token={token}
          // A failed write has toasted already (its errorTitle).
          onSuccess={(publicToken) => void linked(publicToken).catch(() => undefined)}
          onDone={() => setToken(null)}
        />
      )}
    </>
  );
}

/** "Sync now" and "Disconnect" for an account of connection `itemId`. */
export function PlaidAccountActions({
  establishmentId,
  itemId,
  accountName,
}: {
  establishmentId: string;
  itemId: string;
  accountName: string;
}) {
  const sync = useSyncPlaid(establishmentId);
  const disconnect = useDisconnectPlaid(establishmentId);
  const [confirming, setConfirming] = useState(false);
  if (confirming)
    return (
      <>
        <Button
          size="compact-sm"
          color="red"
          aria-label={`Confirm disconnecting ${accountName}'s bank`}
          loading={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(itemId, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  title: 'Bank disconnected',
                  message: 'Its lines stay.',
                }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          Disconnect
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
          Keep
        </Button>
      </>
    );
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Sync ${accountName} now`}
        loading={sync.isPending}
        onClick={() => sync.mutate(itemId, { onSuccess: (answer) => showSynced(answer.data) })}
      >
        Sync now
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Disconnect ${accountName}'s bank`}
        onClick={() => setConfirming(true)}
      >
        Disconnect
      </Button>
    </>
  );
}
