/** Number formats of the reports (en-US; money goes through lib/format's formatCurrency). */

/** A count or quantity, up to 3 decimals: 1,234.5. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** A quantity with its unit, the plain 'unit' left out: '140 ml', '5'. */
export function formatQuantityUnit(value: number, unit: string): string {
  return unit === 'unit' ? formatNumber(value) : `${formatNumber(value)} ${unit}`;
}
