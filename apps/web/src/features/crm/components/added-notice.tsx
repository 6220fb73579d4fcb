/** What an add dialog shows once the record is added with possible duplicates: who, the notice, and a link. */
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ClientDuplicate } from '@daybook/contracts';
import { DuplicatesNotice } from './duplicates-notice';

export interface AddedNoticeProps {
  name: string;
  /** The rest of the sentence after the name ('was added.'). */
  addedText: string;
  duplicates: readonly ClientDuplicate[];
  /** What the duplicates mean for this record (see DuplicatesNotice). */
  intro: string;
  /** The new record's page, and the label of the button that opens it. */
  openTo: string;
  openLabel: string;
  onClose: () => void;
}

/** '<name> was added.', the duplicates, then 'Open …' (closing the dialog) and 'Done'. */
export function AddedNotice({
  name,
  addedText,
  duplicates,
  intro,
  openTo,
  openLabel,
  onClose,
}: AddedNoticeProps) {
  return (
    <Stack>
      <Text>
        <strong>{name}</strong> {addedText}
      </Text>
      <DuplicatesNotice duplicates={duplicates} intro={intro} />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={openTo} onClick={onClose}>
          {openLabel}
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
