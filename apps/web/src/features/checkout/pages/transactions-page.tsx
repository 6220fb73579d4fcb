/** Transactions (issue #13): placeholder until its screen lands. */
export function TransactionsPage() {
  return <h1>Transactions</h1>;
}
