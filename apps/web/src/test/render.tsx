/** Test helpers: Mantine in its test mode (no transitions or portals) around the UI under test. */
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { theme } from '../lib/theme';

const testTheme = mergeThemeOverrides(theme, { respectReducedMotion: true });

/** Renders inside MantineProvider env="test". */
export function renderWithMantine(ui: ReactElement): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={testTheme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}

/** A JSON Response like the server's. */
export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}
