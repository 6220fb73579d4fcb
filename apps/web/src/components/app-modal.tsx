/**
 * Mantine Modal assembled from its parts so that (a) the close button has an accessible name and
 * (b) the header is a div: Mantine renders a <header>, which axe reports as a second banner.
 */
import type { ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

/** A dialog with a title, a labelled close button and a body. */
export function AppModal({
  opened,
  onClose,
  title,
  size = 'md',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...({ component: 'div' } as object)}>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
