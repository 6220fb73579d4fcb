/**
 * The Finance page's bank calls (issue #31, spec operations.md §1 "Financials: view transactions
 * and bank accounts, connect a bank"): the location's accounts, adding one fed by statement
 * import, importing a statement, and an account's lines a page at a time (keyset cursor).
 * Failures are shown by the forms themselves (field errors, the server's sentence), so these
 * writes name no failure toast.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  BANK_ENDPOINTS as E,
  type BankAccountCreate,
  type BankLinePage,
  type BankStatementImport,
  type DomainEntity,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/query/endpoint-query';

/** What the accounts list is built from: the accounts and the imports that set their balance. */
export const BANK_ACCOUNT_READS: readonly DomainEntity[] = ['bank_account', 'bank_statement_import'];

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
