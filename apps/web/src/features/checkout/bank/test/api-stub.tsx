/**
 * Rendering a bank section against a stubbed server in its unit tests: `handler` answers first,
 * then GET `path` answers `answer` (the data in the envelope, or a response of its own), anything
 * else is a 404. The section renders in a fresh query client beside the toasts.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import { createQueryClient } from '../../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../../test/render';

/** A route of the stub: a response for requests it takes, undefined for the others. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** Renders `ui` with fetch stubbed as above; the fetch mock, to read the requests made. */
export function renderAgainstApi<T>(
  ui: ReactElement,
  path: string,
  answer: T | (() => Response),
  handler: Handler = () => undefined,
) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    const handled = handler(u, init);
    if (handled) return handled;
    if (u.pathname === path && (init?.method ?? 'GET') === 'GET')
      return typeof answer === 'function'
        ? (answer as () => Response)()
        : jsonResponse(200, { success: true, data: answer });
    return jsonResponse(404, { success: false, message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <Notifications />
      {ui}
    </QueryClientProvider>,
  );
  return fetchMock;
}
