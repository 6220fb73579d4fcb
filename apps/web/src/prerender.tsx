/**
 * Server-side entry of the build's prerender (scripts/prerender.ts): the HTML of a public page
 * as the browser's first render will draw it, so the page shows before its JavaScript arrives.
 * Only pages that need no data nor session to draw belong here.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';

/** The markup inside #root for `url` (a path such as `/login`), once every lazy page has loaded. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={createQueryClient()}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
