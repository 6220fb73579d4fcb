import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import './booking.css';

/** The public booking page's frame: one narrow column (phones first), the page's h1, a quiet footer. */
export function BookingLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Book online`);
  return (
    <Container size={640} px="md" py="xl" component="main">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
        <Text size="xs" c="dimmed" ta="center">
          Online booking by{' '}
          <Anchor href="/" size="xs" underline="always">
            Daybook
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
