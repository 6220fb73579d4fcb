/**
 * The direct actions' form fields (issue #33) from tool schemas as the server writes them
 * (zod's toJSONSchema): dates and times by their pattern, an id as text, a choice with its
 * default, a number; the location never asked but sent when one location is selected; empty
 * optional fields left out.
 */
import { describe, expect, it } from 'vitest';
import { takesLocation, toolArguments, toolFields } from './components/tool-fields';

const UUID = '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$';

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    establishmentId: { type: 'string', format: 'uuid', pattern: UUID, description: 'The location.' },
    from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The first day.' },
    after: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    staffId: { type: 'string', format: 'uuid', pattern: UUID },
    view: { type: 'string', enum: ['totals', 'day'], default: 'totals' },
    durationMinutes: { type: 'integer', minimum: 5 },
  },
  required: ['from'],
};

describe('toolFields', () => {
  it('reads each property as the field its type and pattern say, the location left out', () => {
    expect(toolFields(SCHEMA).map((f) => [f.name, f.label, f.kind, f.required, f.initial])).toEqual([
      ['from', 'From', 'date', true, undefined],
      ['after', 'After', 'time', false, undefined],
      ['staffId', 'Staff id', 'text', false, undefined],
      ['view', 'View', 'select', false, 'totals'],
      ['durationMinutes', 'Duration minutes', 'number', false, undefined],
    ]);
    expect(toolFields(SCHEMA)[3]!.options).toEqual(['totals', 'day']);
    expect(takesLocation(SCHEMA)).toBe(true);
  });

  it('sends the filled fields, numbers as numbers, and the selected location', () => {
    const fields = toolFields(SCHEMA);
    const values = { from: '2026-12-01', after: '', view: 'totals', durationMinutes: '45' };
    expect(toolArguments(fields, values, 'e1', true)).toEqual({
      from: '2026-12-01',
      view: 'totals',
      durationMinutes: 45,
      establishmentId: 'e1',
    });
    expect(toolArguments(fields, values, null, true)).not.toHaveProperty('establishmentId');
  });
});
