/**
 * Theme on /settings: light, dark or the system's. Mantine's colour scheme manager keeps it in
 * localStorage under the key the top bar's toggle uses (app/providers.tsx), so both agree.
 */
import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/** The three-way theme switch. */
export function ThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="theme-choice-label">
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby="theme-choice-label"
        value={colorScheme}
        onChange={(value) => setColorScheme(CHOICES.find((c) => c.value === value)?.value ?? 'auto')}
        data={CHOICES}
        maw={360}
      />
    </Stack>
  );
}
