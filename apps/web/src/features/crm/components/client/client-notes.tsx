/** Staff notes on a client: add one, newest first with author and time, delete their own (managers, every note). */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Card, Group, Paper, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CLIENT_NOTE_MAX, clientNoteCreateSchema, type ClientNote } from '@daybook/contracts';
import { formatDate } from '../../../../lib/format';
import { formatRelativeTime } from '../../../../lib/relative-time';

export interface ClientNotesProps {
  notes: readonly ClientNote[];
  /** May add notes (client:update) and the record is not erased. */
  canAdd: boolean;
  canDelete: (note: ClientNote) => boolean;
  adding: boolean;
  deletingId: string | null;
  /** Adds the note; `done` runs once it is saved (to clear the box). */
  onAdd: (content: string, done: () => void) => void;
  onDelete: (note: ClientNote) => void;
}

export function ClientNotes({
  notes,
  canAdd,
  canDelete,
  adding,
  deletingId,
  onAdd,
  onDelete,
}: ClientNotesProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientNoteCreateSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onAdd(parsed.data.content, () => setDraft(''));
  }

  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Notes
      </Title>
      <Stack gap="sm">
        {canAdd && (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Textarea
                label="New note"
                placeholder="Formula, what was discussed, anything the next person should know"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={CLIENT_NOTE_MAX}
                value={draft}
                error={error}
                onChange={(e) => setDraft(e.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button type="submit" size="xs" loading={adding}>
                  Add note
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Notes"
          >
            {notes.map((n) => (
              <Paper key={n.id} component="li" withBorder p="sm" radius="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.content}
                  </Text>
                  {canDelete(n) && (
                    <Tooltip label="Delete note">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label="Delete note"
                        loading={deletingId === n.id}
                        onClick={() => onDelete(n)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                <Text size="xs" c="dimmed" mt={4}>
                  {n.authorName ?? 'Former staff member'} ·{' '}
                  <time dateTime={n.createdAt} title={formatDate(n.createdAt)}>
                    {formatRelativeTime(n.createdAt)}
                  </time>
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
