/**
 * The whole app under the router it is given: BrowserRouter in the browser (main.tsx), a
 * StaticRouter in the build's prerender (prerender.tsx). One tree for both, so the browser can
 * hydrate the HTML the build wrote instead of drawing the page again.
 */
import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}
