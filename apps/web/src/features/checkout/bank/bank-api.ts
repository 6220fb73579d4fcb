/**
 * The Finance page's bank calls (issue #31, spec operations.md §1 "Financials: view transactions
 * and bank accounts, connect a bank"): the location's accounts, adding one fed by statement
 * import, importing a statement, and an account's lines a page at a time (keyset cursor); a
 * bank connected through Plaid (a Link token, connecting, syncing, disconnecting). Failures of
 * the forms are shown by the forms themselves (field errors, the server's sentence), so those
 * writes name no failure toast; the Plaid actions, which are buttons, toast theirs.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  BANK_ENDPOINTS as E,
  BANK_PLAID_ENDPOINTS as P,
  type BankAccountCreate,
  type BankLinePage,
  type BankStatementImport,
  type DomainEntity,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * What the accounts list is built from: the accounts, the imports that set their balance, and
 * the Plaid connections (whether one needs a new login).
 */
export const BANK_ACCOUNT_READS: readonly DomainEntity[] = [
  'bank_account',
  'bank_statement_import',
  'bank_plaid_item',
];

/** What a Plaid sync changes: the connection, its accounts' balances and their lines. */
const PLAID_SYNC_WRITES: DomainEntity[] = ['bank_plaid_item', 'bank_account', 'bank_line'];

/** What an account's lines are built from. */
export const BANK_LINE_READS: readonly DomainEntity[] = ['bank_line', 'bank_statement_import'];

/** The location's bank accounts and whether Plaid is configured (GET …/financials). */
export function useFinancials(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.financials,
      { params: { id: establishmentId } },
      { reads: BANK_ACCOUNT_READS, establishmentId, select: (answer) => answer.data },
    ),
  );
}

/** Adds an account fed by statement import; the accounts list is read again on success. */
export function useCreateBankAccount(establishmentId: string) {
  return useMutation({
    mutationFn: async (body: BankAccountCreate) =>
      (await callEndpoint(E.createAccount, { params: { id: establishmentId }, body })).data,
    meta: { writes: ['bank_account'] },
  });
}

/** Imports a statement (base64) into `accountId`; accounts and lines are read again on success. */
export function useImportStatement(establishmentId: string, accountId: string) {
  return useMutation({
    mutationFn: async (body: BankStatementImport) =>
      (
        await callEndpoint(E.importStatement, {
          params: { id: establishmentId, accountId },
          body,
        })
      ).data,
    meta: { writes: ['bank_account', 'bank_statement_import', 'bank_line'] },
  });
}

/** An account's lines, newest first, one BANK_LINE_PAGE_SIZE page per `fetchNextPage`. */
export function useBankLines(establishmentId: string, accountId: string) {
  return useInfiniteQuery({
    queryKey: endpointKey(E.lines, { params: { id: establishmentId, accountId } }, establishmentId),
    queryFn: async ({ pageParam, signal }): Promise<BankLinePage> =>
      (
        await callEndpoint(E.lines, {
          params: { id: establishmentId, accountId },
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        })
      ).data,
    initialPageParam: '',
    getNextPageParam: (last: BankLinePage) => last.nextCursor ?? undefined,
    meta: { reads: BANK_LINE_READS },
  });
}

/** The location's Plaid connections (GET …/plaid/items); fetched only while `enabled`. */
export function usePlaidItems(establishmentId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      P.items,
      { params: { id: establishmentId } },
      {
        reads: ['bank_plaid_item', 'bank_account'],
        establishmentId,
        select: (answer) => answer.data,
        enabled,
      },
    ),
  );
}

/** A Plaid Link token; with `itemId`, for signing in again to that connection (update mode). */
export function usePlaidLinkToken(establishmentId: string) {
  return useMutation(
    endpointMutation(P.linkToken, {
      call: (itemId: string | undefined) => ({
        params: { id: establishmentId },
        body: itemId ? { itemId } : {},
      }),
      errorTitle: 'Could not open the bank connection',
      writes: [],
    }),
  );
}

/** Connects the bank Link signed in to (its public token); the accounts are read again. */
export function useConnectPlaid(establishmentId: string) {
  return useMutation(
    endpointMutation(P.connect, {
      call: (publicToken: string) => ({ params: { id: establishmentId }, body: { publicToken } }),
      errorTitle: 'Could not connect the bank',
      writes: ['bank_plaid_item', 'bank_account'],
    }),
  );
}

/** Syncs connection `itemId`'s transactions and balances. */
export function useSyncPlaid(establishmentId: string) {
  return useMutation(
    endpointMutation(P.sync, {
      call: (itemId: string) => ({ params: { id: establishmentId, itemId } }),
      errorTitle: 'Could not sync the bank',
      writes: PLAID_SYNC_WRITES,
    }),
  );
}

/** Disconnects `itemId` at Plaid; its accounts and lines stay. */
export function useDisconnectPlaid(establishmentId: string) {
  return useMutation(
    endpointMutation(P.disconnect, {
      call: (itemId: string) => ({ params: { id: establishmentId, itemId } }),
      errorTitle: 'Could not disconnect the bank',
      writes: ['bank_plaid_item', 'bank_account'],
    }),
  );
}
