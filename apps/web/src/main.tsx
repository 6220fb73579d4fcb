import '@mantine/core/styles.css';
import 'mantine-datatable/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();

// A page the server drew from data (/book/{id}) carries the query cache it drew from, so the
// first render finds the same data and hydration matches. A JSON data block: never executed.
const pageData = document.getElementById('page-data');
if (pageData?.textContent) hydrate(queryClient, JSON.parse(pageData.textContent) as DehydratedState);

const app = (
  <App queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

if (container.hasAttribute('data-prerendered')) {
  // The build wrote this page's HTML (scripts/prerender.ts): it is on screen already. React
  // takes it over where it stands once the page's code is in, in one pass: a page still
  // suspended would be drawn afresh on the first update, wiping what the visitor typed. In a
  // transition, React hydrates in short slices rather than one long task, so a tap on a slow
  // phone is not kept waiting.
  void preloadPage(window.location, queryClient).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  // In a task of its own: this one, which evaluates the whole entry chunk, is long enough already.
  setTimeout(() => void preloadPage(window.location, queryClient), 0);
  // A transition lets React render the first screen in short slices, so a slow phone stays
  // responsive to taps while it does.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
