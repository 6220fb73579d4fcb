/** The US time zones offered when creating a location (IANA names). */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Phoenix', label: 'Mountain Time, no DST (America/Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Pacific/Honolulu)' },
] as const;

/** The browser's zone when it is one of the US zones, else America/New_York. */
export function defaultTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (US_TIME_ZONES.some((z) => z.value === zone)) return zone;
  } catch {
    // Fall through to the default.
  }
  return 'America/New_York';
}

/** Select options for the zones, keeping a current value that is not in the US list. */
export function timeZoneOptions(current?: string | null): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = US_TIME_ZONES.map((z) => ({ ...z }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}

/** The wall-clock fields of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}
