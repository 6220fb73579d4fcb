/** Tickets (issue #13): placeholder until its screen lands. */
export function TicketsPage() {
  return <h1>Tickets</h1>;
}
