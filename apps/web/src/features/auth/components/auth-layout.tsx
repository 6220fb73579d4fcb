import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** Centered card for the public sign-in and sign-up pages, with the page's one h1. */
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
    <Center mih="100vh" p="md" component="main">
      <Stack w="100%" maw={width} gap="md">
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
    </Center>
  );
}
