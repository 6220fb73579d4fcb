/**
 * The bank module's public face (issue #31, Financials): its registration, and the statement
 * readers for a caller that needs to read a file without storing it.
 */
export { bankModule } from './bank.module.js';
export { decodeStatementBytes, parseStatement } from './statement-import.js';
export type { ParsedStatement, StatementLine } from './statement.js';
export { plaidLinkSources, type PlaidSettings } from './plaid-provider.js';
