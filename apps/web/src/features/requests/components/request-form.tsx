/**
 * The "New request" form: type, priority, title and description. A blank title is refused here
 * as on the server; other refusals arrive as a toast with the server's reason.
 */
import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  REQUEST_MESSAGES as M,
  REQUEST_PRIORITIES,
  REQUEST_PRIORITY_LABEL,
  REQUEST_TYPES,
  REQUEST_TYPE_LABEL,
  type RequestPriority,
  type RequestType,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useCreateRequest } from '../api/requests-api';

const TYPE_OPTIONS = REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_LABEL[t] }));
const PRIORITY_OPTIONS = REQUEST_PRIORITIES.map((p) => ({ value: p, label: REQUEST_PRIORITY_LABEL[p] }));

export function RequestForm({
  establishmentId,
  opened,
  onClose,
}: {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [type, setType] = useState<RequestType>('supplies');
  const [priority, setPriority] = useState<RequestPriority>('normal');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const create = useCreateRequest(establishmentId);

  const send = () => {
    if (!title.trim()) return setTitleError(M.title);
    setTitleError(null);
    create.mutate(
      { type, priority, title: title.trim(), description: description.trim() || undefined },
      {
        onSuccess: () => {
          setTitle('');
          setDescription('');
          setPriority('normal');
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="New request">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <Select
              label="Type"
              data={TYPE_OPTIONS}
              value={type}
              allowDeselect={false}
              onChange={(v) => v && setType(v as RequestType)}
            />
            <Select
              label="Priority"
              data={PRIORITY_OPTIONS}
              value={priority}
              allowDeselect={false}
              onChange={(v) => v && setPriority(v as RequestPriority)}
            />
          </Group>
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={title}
            error={titleError}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={2000}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create request
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
