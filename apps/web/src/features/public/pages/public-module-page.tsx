import { Link } from 'react-router';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MODULE_UNAVAILABLE_TEXT } from '../../../lib/module-unavailable';

/** A public route whose module is not built yet (/onboarding, /web-container). */
export function PublicModulePage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Daybook`);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Text>{MODULE_UNAVAILABLE_TEXT}</Text>
        <Anchor component={Link} to="/">
          Back to Daybook
        </Anchor>
      </Stack>
    </Center>
  );
}

/** Any path the route table does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found · Daybook');
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you asked for does not exist.</Text>
        <Anchor component={Link} to="/">
          Go to Daybook
        </Anchor>
      </Stack>
    </Center>
  );
}
