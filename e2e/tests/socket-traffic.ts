/**
 * What the server sends down a page's Socket.IO connection, whichever transport carries it.
 * Socket.IO opens on HTTP long-polling and upgrades to a WebSocket later; on a loaded machine
 * the upgrade can come after the event a test waits for, so watching WebSocket frames alone
 * misses it. Tests wait on this record instead of a fixed time.
 */
import { expect, type Page } from '@playwright/test';

/** Engine.IO packs several packets in one polling answer, separated by this record separator. */
const PACKET_SEPARATOR = '\x1e';
/** Engine.IO message (4) carrying Socket.IO CONNECT (0): the server has accepted the socket. */
const CONNECT_ACK = '40';

export interface SocketTraffic {
  /** Waits until the server has answered the socket's connect, so its rooms are joined. */
  connected(): Promise<void>;
  /** Waits until something the server sent contains `text`. */
  received(text: string, timeout?: number): Promise<void>;
}

/** Starts recording `page`'s socket traffic; call before the page signs in. */
export function recordSocketTraffic(page: Page): SocketTraffic {
  const packets: string[] = [];
  const keep = (payload: string) => packets.push(...payload.split(PACKET_SEPARATOR));
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => keep(String(frame.payload))));
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/socket.io/')) return;
    // A long poll still open when the page closes has no body: nothing was sent on it.
    response.text().then(keep, () => undefined);
  });
  return {
    connected: () =>
      expect.poll(() => packets.some((p) => p.startsWith(CONNECT_ACK)), { timeout: 15_000 }).toBe(true),
    received: (text, timeout = 15_000) =>
      expect.poll(() => packets.some((p) => p.includes(text)), { timeout }).toBe(true),
  };
}
