/** The flow of an 'Add client' / 'Add lead' dialog: the form, then the possible-duplicates notice. */
import { useState } from 'react';

export interface AddDialog<Created> {
  /** The record just added when it has possible duplicates to show, else null (the form shows). */
  created: Created | null;
  /** Forgets the last attempt and closes the dialog. */
  close: () => void;
  /** After a create: stays open on the notice when duplicates were flagged, else closes. */
  onCreated: (created: Created) => void;
}

/** State of an add dialog; `reset` clears the create mutation, `onClose` closes the dialog. */
export function useAddDialog<Created extends { duplicates: readonly unknown[] }>(
  reset: () => void,
  onClose: () => void,
): AddDialog<Created> {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    reset();
    setCreated(null);
    onClose();
  };
  return {
    created,
    close,
    onCreated: (record) => (record.duplicates.length > 0 ? setCreated(record) : close()),
  };
}
