/** The New channel dialog: name, description, public or private, and the first members. */
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_NAME_MAX,
  MESSAGING_MESSAGES,
  type Member,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';

interface NewChannelModalProps {
  opened: boolean;
  onClose: () => void;
  people: Member[];
  viewerId: string;
  onCreate: (input: {
    name: string;
    description: string;
    type: 'public' | 'private';
    memberIds: string[];
  }) => Promise<unknown>;
}

export function NewChannelModal({ opened, onClose, people, viewerId, onCreate }: NewChannelModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<'public' | 'private'>('public');
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setName('');
    setDescription('');
    setMemberIds([]);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!name.trim()) return setError(MESSAGING_MESSAGES.channelNameRequired);
    setSaving(true);
    try {
      await onCreate({ name: name.trim(), description, type, memberIds });
      close();
    } catch (err) {
      setError(errorMessage(err, MESSAGING_MESSAGES.createChannel));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={close} title="New channel">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Name"
            placeholder="e.g. front-desk"
            required
            maxLength={CHANNEL_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Description"
            maxLength={CHANNEL_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="Who can see it"
            value={type}
            onChange={(v) => setType(v as 'public' | 'private')}
            data={[
              { value: 'public', label: 'Public: everyone in the business' },
              { value: 'private', label: 'Private: members only' },
            ]}
          />
          <MultiSelect
            label="Members"
            placeholder="Add people"
            searchable
            data={people.filter((p) => p.id !== viewerId).map((p) => ({ value: p.id, label: p.name }))}
            value={memberIds}
            onChange={setMemberIds}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create channel
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
