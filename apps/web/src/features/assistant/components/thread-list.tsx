/**
 * The person's threads (issue #33, operations.md §2, §9): New conversation, a search over titles
 * and messages, newest first, paged; each opens on a click and has Rename and Delete in its menu.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import type { AssistantThreadSummary } from '@daybook/contracts';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { formatRecentTime } from '../../../lib/relative-time';
import { ASSISTANT_TEXTS, useThreads } from '../api/assistant-api';
import { DeleteThreadModal, RenameThreadModal } from './thread-dialogs';

/** How long typing rests before the search asks, in milliseconds. */
const SEARCH_DEBOUNCE_MS = 300;

export interface ThreadListProps {
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  creating: boolean;
  /** Thread `id` was deleted (the open one closes). */
  onDeleted: (id: string) => void;
}

/** The list column. */
export function ThreadList({ openId, onOpen, onNew, creating, onDeleted }: ThreadListProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const threads = useThreads(debounced, page);
  const [renaming, setRenaming] = useState<AssistantThreadSummary | null>(null);
  const [deleting, setDeleting] = useState<AssistantThreadSummary | null>(null);
  const data = threads.data;

  return (
    <Stack gap="sm" component="nav" aria-label="Conversations" h="100%" style={{ minHeight: 0 }}>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew} loading={creating}>
        New conversation
      </Button>
      <TextInput
        aria-label="Search conversations"
        placeholder="Search conversations"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {threads.isError && !data ? (
        <LoadError
          title={ASSISTANT_TEXTS.loadFailed}
          error={threads.error}
          onRetry={() => void threads.refetch()}
        />
      ) : (
        <Stack gap={4} style={{ overflowY: 'auto', flex: 1, minHeight: 0 }} aria-busy={threads.isFetching}>
          {threads.isPending && (
            <Text size="sm" c="dimmed">
              Loading conversations…
            </Text>
          )}
          {data && data.threads.length === 0 && (
            <Text size="sm" c="dimmed">
              {debounced ? 'No conversation matches.' : 'No conversations yet.'}
            </Text>
          )}
          {data?.threads.map((thread) => (
            <ThreadItem
              key={thread.id}
              thread={thread}
              open={thread.id === openId}
              onOpen={() => onOpen(thread.id)}
              onRename={() => setRenaming(thread)}
              onDelete={() => setDeleting(thread)}
            />
          ))}
        </Stack>
      )}
      {data && data.total > 0 && (
        <ListFooter
          total={data.total}
          noun="conversation"
          page={data.page}
          pageSize={data.pageSize}
          onPage={setPage}
        />
      )}
      <RenameThreadModal thread={renaming} onClose={() => setRenaming(null)} />
      <DeleteThreadModal thread={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </Stack>
  );
}

function ThreadItem({
  thread,
  open,
  onOpen,
  onRename,
  onDelete,
}: {
  thread: AssistantThreadSummary;
  open: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Group
      gap={4}
      wrap="nowrap"
      px="xs"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: open ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Text size="sm" fw={500} truncate="end">
          {thread.title}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={thread.lastUpdated}>{formatRecentTime(thread.lastUpdated)}</time>
        </Text>
      </UnstyledButton>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${thread.title}`}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onRename}>Rename</Menu.Item>
          <Menu.Item color="red" onClick={onDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
