/**
 * The service picker's choices: active services only, each as 'Balayage · 180 min · $245.00'
 * (duration in minutes, price in US dollars), so the booking form and Find next available read
 * alike.
 */
import type { Service } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

/** Select options of the active services of `services`, in their given order. */
export function serviceOptions(services: readonly Service[]): { value: string; label: string }[] {
  return services
    .filter((s) => s.isActive)
    .map((s) => ({ value: s.id, label: `${s.name} · ${s.duration} min · ${formatCurrency(s.price)}` }));
}
