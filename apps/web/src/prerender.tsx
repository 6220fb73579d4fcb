/**
 * Server-side entry of the web app: the HTML of a public page as the browser's first render will
 * draw it, so the page shows before its JavaScript arrives.
 *
 * - renderPage: pages that need no data nor session, prerendered by the build
 *   (scripts/prerender.ts).
 * - renderBookingPage: /book/{establishmentId} with its location's data, drawn by the server on
 *   each request (apps/server/src/http/booking-page-html.ts), with the query cache that drew it.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { BookingEstablishment } from '@daybook/contracts';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { bookingKeys } from './features/online-booking/api/booking-queries';

async function render(url: string, queryClient: QueryClient): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup inside #root for `url` (a path such as `/login`), once every lazy page has loaded. */
export async function renderPage(url: string): Promise<string> {
  return render(url, createQueryClient());
}

/** A data-drawn page: its markup, and the query cache the browser starts from to hydrate it. */
export interface RenderedPage {
  markup: string;
  /** TanStack Query's dehydrated cache: JSON-safe, for main.tsx to hydrate before React does. */
  state: DehydratedState;
}

/**
 * `url` (/book/{place.id}, with its query: ?tenant= adds a link) drawn from `place` (what the
 * establishment endpoint answers, fetched at `fetchedAt` ms since the epoch): the location's name
 * and services list, the booking's first step.
 */
export async function renderBookingPage(
  place: BookingEstablishment,
  url: string,
  fetchedAt: number = Date.now(),
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(bookingKeys.establishment(place.id), place, { updatedAt: fetchedAt });
  const markup = await render(url, queryClient);
  return { markup, state: dehydrate(queryClient) };
}
