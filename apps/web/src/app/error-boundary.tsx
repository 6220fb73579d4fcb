/** Last-resort error screen (spec core.md §2): 'Oops! Something went wrong' and Refresh Page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@daybook/contracts';

/** The fallback screen; also used as the router's error element. */
export function ErrorFallback() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={480} role="alert">
        <Title order={1}>{MESSAGES.fallbackTitle}</Title>
        <Text c="dimmed" ta="center">
          {MESSAGES.unexpected}
        </Text>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </Stack>
    </Center>
  );
}

interface State {
  failed: boolean;
}

/** Catches render errors anywhere below and shows ErrorFallback. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; the screen never shows internals.
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
