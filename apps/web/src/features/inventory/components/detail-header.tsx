/**
 * The head of a product's or supplier's details (spec operations.md §2 Inventory): its name, a
 * line under it, Edit, and Delete asked twice (the first press turns it into "Confirm delete"),
 * each shown only when the role may.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

export interface DetailHeaderProps {
  title: string;
  subtitle: ReactNode;
  /** Edit, when the role may; absent hides the button. */
  onEdit?: () => void;
  /** Delete once confirmed, when the role may; absent hides the button. */
  onDelete?: () => void;
  deleting: boolean;
}

export function DetailHeader({ title, subtitle, onEdit, onDelete, deleting }: DetailHeaderProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={2}>
        <Title order={3} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </Stack>
      <Group gap="xs">
        {onEdit && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            Edit
          </Button>
        )}
        {onDelete &&
          (confirming ? (
            <Button color="red" size="xs" loading={deleting} onClick={onDelete}>
              Confirm delete
            </Button>
          ) : (
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          ))}
      </Group>
    </Group>
  );
}
