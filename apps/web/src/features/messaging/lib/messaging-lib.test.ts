import { describe, expect, it } from 'vitest';
import type { Message } from '@daybook/contracts';
import { dayLabel, feedOf, upsertMessage } from './message-feed';
import { insertMention, mentionQuery, splitMentions } from './mentions';
import { applyTyping, freshTyping, typingLine } from './typing';

const msg = (seq: number, over: Partial<Message> = {}): Message => ({
  id: `m${seq}`,
  channelId: 'c',
  senderId: 'ana',
  clientId: `c${seq}`,
  content: `hello ${seq}`,
  type: 'text',
  metadata: {},
  seq,
  changeSeq: seq,
  createdAt: '2026-11-24T15:00:00Z',
  editedAt: null,
  deletedAt: null,
  sender: { id: 'ana', name: 'Ana Ruiz', avatarUrl: null },
  ...over,
});

describe('upsertMessage', () => {
  it('adds in channel order, replaces a changed message, and never doubles one', () => {
    let list = upsertMessage([], msg(2));
    list = upsertMessage(list, msg(1));
    list = upsertMessage(list, msg(2, { content: 'edited' }));
    list = upsertMessage(list, msg(3));
    expect(list.map((m) => [m.seq, m.content])).toEqual([
      [1, 'hello 1'],
      [2, 'edited'],
      [3, 'hello 3'],
    ]);
  });
});

describe('feedOf', () => {
  const now = new Date('2026-11-24T18:00:00Z');
  it('separates days, marks the first unread, and groups one sender’s run', () => {
    const items = feedOf(
      [
        msg(1, { createdAt: '2026-11-23T15:00:00Z' }),
        msg(2, { createdAt: '2026-11-24T15:00:00Z' }),
        msg(3, { createdAt: '2026-11-24T15:02:00Z' }),
        msg(4, { createdAt: '2026-11-24T15:03:00Z', senderId: 'ben' }),
      ],
      now,
      2,
      'me',
    );
    expect(
      items.map((i) => (i.kind === 'message' ? `${i.message.seq}${i.first ? '*' : ''}` : i.kind)),
    ).toEqual(['day', '1*', 'day', '2*', 'unread', '3*', '4*']);
    expect(dayLabel('2026-11-23T15:00:00Z', now)).toBe('Yesterday');
    expect(dayLabel('2026-11-16T15:00:00Z', now)).toBe('Monday, November 16, 2026');
  });
});

describe('typing', () => {
  it('expires entries after 5 s and words the line', () => {
    let entries = applyTyping([], { userId: 'a', userName: 'Ana Ruiz', isTyping: true }, 1000);
    entries = applyTyping(entries, { userId: 'b', userName: 'Ben Ode', isTyping: true }, 4000);
    expect(typingLine(entries)).toBe('Ana and Ben are typing…');
    expect(typingLine(freshTyping(entries, 6500))).toBe('Ben is typing…');
    expect(
      typingLine(applyTyping(entries, { userId: 'b', userName: 'Ben Ode', isTyping: false }, 5000)),
    ).toBe('Ana is typing…');
    expect(typingLine([...entries, { userId: 'c', userName: 'Cy', timestamp: 4000 }])).toBe(
      'Several people are typing…',
    );
  });
});

describe('mentions', () => {
  it('finds the @query being typed and inserts the full name', () => {
    expect(mentionQuery('hi @an')).toBe('an');
    expect(mentionQuery('mail@an')).toBeNull();
    expect(insertMention('hi @an', 'Ana Ruiz')).toBe('hi @Ana Ruiz ');
  });
  it('splits content into text and mentions of members', () => {
    expect(splitMentions('@ana ruiz call @Ben Ode', ['Ana Ruiz', 'Ben Ode'])).toEqual([
      { text: '@ana ruiz', mention: true },
      { text: ' call ', mention: false },
      { text: '@Ben Ode', mention: true },
    ]);
  });
});
