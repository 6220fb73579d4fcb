/** en-US wording of a request's times. */

/** 'Mar 2, 2026, 3:15 PM' for a tooltip or a detail line. */
export function exactLabel(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
