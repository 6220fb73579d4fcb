import { describe, expect, it } from 'vitest';
import type { Service } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import {
  UNCATEGORIZED,
  categorySuggestions,
  filterServices,
  formatBuffer,
  formatProcessing,
  groupByCategory,
  initials,
} from './service-display';

let nextId = 0;
function service(patch: Partial<Service>): Service {
  nextId += 1;
  return {
    id: `s${nextId}`,
    name: `Service ${nextId}`,
    duration: 60,
    price: 50,
    taxable: false,
    description: null,
    category: null,
    isActive: true,
    establishmentId: 'e1',
    bufferAfter: 0,
    processingStart: null,
    processingDuration: null,
    staffIds: [],
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...patch,
  };
}

describe('service display formats', () => {
  it('formats prices as US dollars with 2 decimals', () => {
    expect(formatCurrency(85)).toBe('$85.00');
    expect(formatCurrency(135.5)).toBe('$135.50');
    expect(formatCurrency(1250)).toBe('$1,250.00');
  });
  it('shows a dash for no buffer or no processing', () => {
    expect(formatBuffer(0)).toBe('—');
    expect(formatBuffer(10)).toBe('10 min');
    expect(formatProcessing(null, null)).toBe('—');
    expect(formatProcessing(15, null)).toBe('—');
  });
  it('formats the processing window as length at start', () => {
    expect(formatProcessing(15, 20)).toBe('20 min at 15 min');
    expect(formatProcessing(75, 90)).toBe('1 h 30 min at 1 h 15 min');
  });
  it('takes up to two initials', () => {
    expect(initials('Emma Stone')).toBe('ES');
    expect(initials('  marcus  de la  Cruz ')).toBe('MC');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('?');
  });
});

describe('filterServices', () => {
  const list = [
    service({ name: "Women's Haircut" }),
    service({ name: "Men's Haircut", isActive: false }),
    service({ name: 'Gel Manicure' }),
  ];
  it('hides inactive services unless asked', () => {
    expect(filterServices(list, '', false).map((s) => s.name)).toEqual(["Women's Haircut", 'Gel Manicure']);
    expect(filterServices(list, '', true)).toHaveLength(3);
  });
  it('matches the name case-insensitively, ignoring surrounding spaces', () => {
    expect(filterServices(list, '  HAIRCUT ', true).map((s) => s.name)).toEqual([
      "Women's Haircut",
      "Men's Haircut",
    ]);
    expect(filterServices(list, 'haircut', false).map((s) => s.name)).toEqual(["Women's Haircut"]);
    expect(filterServices(list, 'pedicure', true)).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('orders categories alphabetically with uncategorized last, services by name', () => {
    const groups = groupByCategory([
      service({ name: 'Root Touch-Up', category: 'Colour' }),
      service({ name: 'Consultation', category: null }),
      service({ name: 'Balayage', category: 'Colour' }),
      service({ name: 'Beard Trim', category: '  ' }),
      service({ name: "Men's Haircut", category: 'Haircuts & Styling' }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Colour', 'Haircuts & Styling', UNCATEGORIZED]);
    expect(groups[0]!.services.map((s) => s.name)).toEqual(['Balayage', 'Root Touch-Up']);
    expect(groups[2]!.services.map((s) => s.name)).toEqual(['Beard Trim', 'Consultation']);
  });
  it('merges categories that differ only in case, keeping the first spelling', () => {
    const groups = groupByCategory([
      service({ name: 'A', category: 'Nails' }),
      service({ name: 'B', category: 'nails' }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.category).toBe('Nails');
    expect(groups[0]!.services).toHaveLength(2);
  });
  it('gives no groups for no services', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('categorySuggestions', () => {
  it('lists distinct non-empty categories alphabetically', () => {
    expect(
      categorySuggestions([
        service({ category: 'Spa' }),
        service({ category: 'Colour' }),
        service({ category: 'spa' }),
        service({ category: null }),
        service({ category: '' }),
      ]),
    ).toEqual(['Colour', 'Spa']);
  });
});
