/** Renaming a thread (a modal with its title) and deleting it (a confirmation), issue #33. */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ASSISTANT_TITLE_MAX, type AssistantThreadSummary } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useDeleteThread, useRenameThread } from '../api/assistant-api';

/** The rename dialog of `thread` (closed while null). */
export function RenameThreadModal({
  thread,
  onClose,
}: {
  thread: AssistantThreadSummary | null;
  onClose: () => void;
}) {
  return (
    <AppModal opened={thread !== null} onClose={onClose} title="Rename conversation">
      {thread && <RenameForm key={thread.id} thread={thread} onClose={onClose} />}
    </AppModal>
  );
}

function RenameForm({ thread, onClose }: { thread: AssistantThreadSummary; onClose: () => void }) {
  const [title, setTitle] = useState(thread.title);
  const rename = useRenameThread();
  const trimmed = title.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate({ id: thread.id, title: trimmed }, { onSuccess: onClose });
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          data-autofocus
          maxLength={ASSISTANT_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed} loading={rename.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The delete confirmation of `thread` (closed while null); `onDeleted` runs once it is gone. */
export function DeleteThreadModal({
  thread,
  onClose,
  onDeleted,
}: {
  thread: AssistantThreadSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteThread();
  return (
    <AppModal opened={thread !== null} onClose={onClose} title="Delete conversation?">
      <Stack gap="md">
        <Text size="sm">“{thread?.title}” and all its messages will be deleted.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              thread &&
              remove.mutate(thread.id, {
                onSuccess: () => {
                  onDeleted(thread.id);
                  onClose();
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
