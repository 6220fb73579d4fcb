/**
 * The fields of a direct action's form (issue #33: without a model the read tools run as
 * actions), read from the tool's JSON schema: each property becomes a field of the kind its
 * type says, required when the schema says so; the location is never asked, the page's is sent.
 */

/** How a field is asked for. */
export type ToolFieldKind = 'text' | 'date' | 'time' | 'number' | 'checkbox' | 'select';

export interface ToolField {
  name: string;
  label: string;
  description: string | undefined;
  kind: ToolFieldKind;
  required: boolean;
  /** The choices of a 'select'. */
  options: string[];
  /** What the schema fills in when the field is left out, shown from the start. */
  initial: string | boolean | undefined;
}

/** The argument every location-bound tool takes, filled from the selected location. */
export const LOCATION_ARGUMENT = 'establishmentId';

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const TIME_PATTERN = /:\[0-5\]/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'startTime' → 'Start time'. */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function kindOf(name: string, property: Record<string, unknown>): ToolFieldKind {
  const type = property.type;
  if (Array.isArray(property.enum)) return 'select';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'checkbox';
  const pattern = typeof property.pattern === 'string' ? property.pattern : '';
  if (property.format === 'date' || DATE_PATTERN.test(pattern) || name === 'date' || name.endsWith('Date'))
    return 'date';
  if (property.format === 'time' || TIME_PATTERN.test(pattern)) return 'time';
  return 'text';
}

function initialOf(value: unknown): string | boolean | undefined {
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

/** The form fields of `inputSchema` (a JSON schema object), the location's left out. */
export function toolFields(inputSchema: Record<string, unknown>): ToolField[] {
  const properties = isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const required = Array.isArray(inputSchema.required) ? inputSchema.required : [];
  return Object.entries(properties)
    .filter(([name]) => name !== LOCATION_ARGUMENT)
    .map(([name, raw]) => {
      const property = isRecord(raw) ? raw : {};
      return {
        name,
        label: typeof property.title === 'string' ? property.title : labelOf(name),
        description: typeof property.description === 'string' ? property.description : undefined,
        kind: kindOf(name, property),
        required: required.includes(name),
        options: Array.isArray(property.enum) ? property.enum.map(String) : [],
        initial: initialOf(property.default),
      };
    });
}

/** Whether the tool takes the location argument. */
export function takesLocation(inputSchema: Record<string, unknown>): boolean {
  return isRecord(inputSchema.properties) && LOCATION_ARGUMENT in inputSchema.properties;
}

/**
 * The arguments to send from the form's `values`: empty optional fields left out, numbers as
 * numbers, and the location when the tool takes one and a single location is selected.
 */
export function toolArguments(
  fields: ToolField[],
  values: Record<string, string | boolean>,
  establishmentId: string | null,
  withLocation: boolean,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '') continue;
    args[field.name] = field.kind === 'number' && typeof value === 'string' ? Number(value) : value;
  }
  if (withLocation && establishmentId) args[LOCATION_ARGUMENT] = establishmentId;
  return args;
}
