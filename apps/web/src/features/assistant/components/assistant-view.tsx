/**
 * The Dawn AI screen (issue #33, operations.md §1–§4): the thread list beside the open thread
 * (on a phone, one then the other), the open thread named in the address (?thread=), and
 * without a model the plain notice and the direct actions above. Owners see the month's use and
 * the Activity trail.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ASSISTANT_MESSAGES } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useAssistantStatus, useAssistantTools, useCreateThread } from '../api/assistant-api';
import { useAssistantStream } from '../api/use-assistant-stream';
import { ActivityDrawer } from './activity-drawer';
import { DirectActions } from './direct-actions';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';
import { UsageLine } from './usage-line';

const TITLE = 'Dawn AI';
/** Under the box of the thread being left while a new conversation starts. */
const STARTING = 'Starting a new conversation…';
/** The two columns fill the window below the page's header, never shorter than 480px. */
const PANES_HEIGHT = 'max(480px, calc(100dvh - 200px))';
/** On a phone the thread (under the page's bare title) fills the screen below the top bar. */
const PHONE_PANE_HEIGHT = 'max(420px, calc(100dvh - 170px))';

export interface AssistantViewProps {
  /** The selected location (sent with direct actions), or null for every location. */
  establishmentId: string | null;
  /** Owners see the use and the audit trail (permission tenant:settings). */
  isOwner: boolean;
}

/** The whole page under its header. */
export function AssistantView({ establishmentId, isOwner }: AssistantViewProps) {
  const status = useAssistantStatus();
  const tools = useAssistantTools();
  const [params, setParams] = useSearchParams();
  const openId = params.get('thread');
  const phone = useMediaQuery('(max-width: 48em)');
  const stream = useAssistantStream();
  const create = useCreateThread();
  const [activity, setActivity] = useState(false);
  // New conversation: the address changes (in a transition) a moment before the new thread's
  // view replaces the open one, and words typed into the open one's box meanwhile would vanish
  // with it. So the view being left takes nothing until it is gone, and the new thread's box
  // takes the focus when it comes (only then: not when the person comes back to it later).
  const [leaving, setLeaving] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [shownId, setShownId] = useState(openId);
  if (shownId !== openId) {
    setShownId(openId);
    setLeaving(null);
    if (openId !== created) setCreated(null);
  }
  const viewKey = openId ?? 'new';

  const toolLabels = new Map((tools.data ?? []).map((t) => [t.name, t.label]));
  const configured = status.data?.configured === true;
  const disabledReason = configured
    ? null
    : status.data
      ? 'No language model is configured, so Dawn cannot answer. Old conversations can still be read.'
      : 'Checking whether a language model is configured…';

  const open = (id: string | null) => setParams(id ? { thread: id } : {});

  const ask = async (content: string): Promise<boolean> => {
    let threadId = openId;
    if (!threadId) {
      try {
        threadId = (await create.mutateAsync()).data.id;
      } catch {
        // The mutation's own toast says why.
        return false;
      }
      open(threadId);
    }
    return (await stream.run({ kind: 'send', threadId, content })) !== 'refused';
  };

  const list = (
    <ThreadList
      openId={openId}
      onOpen={open}
      creating={create.isPending}
      onNew={() => {
        setLeaving(viewKey);
        create.mutate(undefined, {
          onSuccess: (answer) => {
            setCreated(answer.data.id);
            open(answer.data.id);
          },
          onError: () => setLeaving(null),
        });
      }}
      onDeleted={(id) => id === openId && open(null)}
    />
  );
  const thread = (
    <ThreadView
      key={viewKey}
      threadId={openId}
      stream={stream}
      disabledReason={leaving === viewKey ? STARTING : disabledReason}
      focusComposer={openId !== null && openId === created}
      toolLabels={toolLabels}
      onAsk={ask}
      onBack={phone ? () => open(null) : undefined}
    />
  );

  return (
    <>
      {phone && openId ? (
        // A phone shows the thread alone: the page keeps its title, the rest waits on the list.
        <PageHeader title={TITLE} />
      ) : (
        <PageHeader
          title={TITLE}
          description={
            status.data?.model
              ? `Ask about your salon’s day. Model: ${status.data.model}.`
              : 'Ask about your salon’s day.'
          }
          actions={
            isOwner && (
              <Group gap="sm">
                <UsageLine />
                <Button variant="default" onClick={() => setActivity(true)}>
                  Activity
                </Button>
              </Group>
            )
          }
        />
      )}
      <Stack gap="md">
        {status.isError && (
          <LoadError
            title="Could not check the assistant."
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        )}
        {status.data && !status.data.configured && !(phone && openId) && (
          <>
            <Alert color="yellow" title="No language model" role="status">
              {ASSISTANT_MESSAGES.notConfigured}
            </Alert>
            <DirectActions establishmentId={establishmentId} />
          </>
        )}
        {phone ? (
          <Box h={PHONE_PANE_HEIGHT}>{openId ? thread : list}</Box>
        ) : (
          <Paper withBorder radius="md" h={PANES_HEIGHT} style={{ display: 'flex', overflow: 'hidden' }}>
            <Box
              w={300}
              p="sm"
              style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-default-border)' }}
            >
              {list}
            </Box>
            <Box p="sm" style={{ flex: 1, minWidth: 0 }}>
              {thread}
            </Box>
          </Paper>
        )}
      </Stack>
      {isOwner && (
        <ActivityDrawer opened={activity} onClose={() => setActivity(false)} toolLabels={toolLabels} />
      )}
    </>
  );
}
