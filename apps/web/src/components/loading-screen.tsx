import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-page loader with one of the spec's loading texts (spec core.md §2). */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
