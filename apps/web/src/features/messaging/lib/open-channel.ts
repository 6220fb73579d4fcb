/**
 * The channel the messaging page shows, while it shows one: a message arriving there is read on
 * screen, so the sidebar's unread count does not rise for it.
 */
let open: string | null = null;

export function setOpenChannel(channelId: string | null): void {
  open = channelId;
}

/** Whether `channelId` is on screen in a visible tab. */
export function isOnScreen(channelId: string): boolean {
  return open === channelId && document.visibilityState === 'visible';
}
