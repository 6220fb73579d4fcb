/**
 * The message box (issue #33): Enter sends, Shift+Enter starts a new line, Send; Stop while Dawn
 * answers. Disabled with its reason shown when the page cannot ask (no model configured).
 */
import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { ASSISTANT_MESSAGE_MAX } from '@daybook/contracts';

export interface ComposerProps {
  streaming: boolean;
  /** Why nothing can be sent (shown under the box), or null when it can. */
  disabledReason: string | null;
  /** Sends `content`; resolves false when it was refused, so the words come back to the box. */
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
  /** Takes the focus on mount. */
  autoFocus?: boolean;
}

/** The composer under the open thread. */
export function Composer({ streaming, disabledReason, onSend, onStop, autoFocus = false }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const content = draft.trim();
  const canSend = !streaming && disabledReason === null && content.length > 0;

  const send = async () => {
    if (!canSend) return;
    setDraft('');
    if (!(await onSend(content))) setDraft((d) => d || draft);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Message Dawn"
          placeholder="Ask Dawn about your salon…"
          description={disabledReason ?? 'Enter sends; Shift+Enter starts a new line.'}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={ASSISTANT_MESSAGE_MAX}
          disabled={disabledReason !== null}
          // A new conversation's box: the person clicked New conversation to write in it.
          autoFocus={autoFocus}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          style={{ flex: 1 }}
        />
        {streaming ? (
          <Button color="red" variant="light" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            Send
          </Button>
        )}
      </Group>
    </form>
  );
}
