/**
 * The open channel's messages as the screen lays them out (issue #11 messaging screens): pages
 * merged with live changes (deduplicated by id, in channel order), then grouped into days with a
 * separator each and runs of one sender's messages a few minutes apart.
 */
import dayjs from 'dayjs';
import type { Message } from '@daybook/contracts';

/** Messages of one sender closer than this join the previous one's group. */
const GROUP_GAP_MS = 5 * 60_000;

/** `messages` with `change` in its place: a new message added, a changed one replaced, by seq. */
export function upsertMessage(messages: readonly Message[], change: Message): Message[] {
  const rest = messages.filter((m) => m.id !== change.id);
  const i = rest.findIndex((m) => m.seq > change.seq);
  return i < 0 ? [...rest, change] : [...rest.slice(0, i), change, ...rest.slice(i)];
}

/** 'Today', 'Yesterday', or 'Monday, November 16, 2026' (en-US). */
export function dayLabel(at: string, now: Date): string {
  const day = dayjs(at).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return 'Today';
  if (day.isSame(today.subtract(1, 'day'))) return 'Yesterday';
  return day
    .toDate()
    .toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

export type FeedItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: Message; first: boolean };

/**
 * The feed: a day separator before each new day, a 'New' divider before the first message after
 * `lastReadSeq` not sent by `viewerId`, and each message marked first of its sender's run.
 */
export function feedOf(
  messages: readonly Message[],
  now: Date,
  lastReadSeq: number,
  viewerId: string,
): FeedItem[] {
  const items: FeedItem[] = [];
  let day = '';
  let unreadShown = false;
  let previous: Message | null = null;
  for (const m of messages) {
    const label = dayLabel(m.createdAt, now);
    if (label !== day) {
      items.push({ kind: 'day', key: `day-${m.createdAt.slice(0, 10)}-${m.id}`, label });
      day = label;
      previous = null;
    }
    if (!unreadShown && lastReadSeq > 0 && m.seq > lastReadSeq && m.senderId !== viewerId) {
      items.push({ kind: 'unread', key: 'unread' });
      unreadShown = true;
      previous = null;
    }
    const first =
      !previous ||
      previous.senderId !== m.senderId ||
      Date.parse(m.createdAt) - Date.parse(previous.createdAt) > GROUP_GAP_MS;
    items.push({ kind: 'message', key: m.id, message: m, first });
    previous = m;
  }
  return items;
}

/** '3:05 PM'. */
export function timeLabel(at: string): string {
  return new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
