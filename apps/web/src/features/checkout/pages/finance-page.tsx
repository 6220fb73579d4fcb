/** Finance (issue #13): placeholder until its screen lands. */
export function FinancePage() {
  return <h1>Finance</h1>;
}
