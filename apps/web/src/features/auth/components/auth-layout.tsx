import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/**
 * Card for the public sign-in and sign-up pages, with the page's one h1: centred across and
 * anchored at the top, so that content arriving later (the demo accounts) extends it downwards
 * instead of shifting what is already on screen.
 */
export function AuthLayout({
  title,
  description,
  width = 420,
  children,
}: {
  title: string;
  description?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Daybook`);
  return (
    <Box component="main" p="md" pt="xl">
      <Stack w="100%" maw={width} mx="auto" gap="md">
        <Anchor component={Link} to="/" underline="never" ta="center" aria-label="Daybook home">
          <Text fw={800} size="xl" variant="gradient" gradient={{ from: 'violet', to: 'pink', deg: 90 }}>
            Daybook
          </Text>
        </Anchor>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
