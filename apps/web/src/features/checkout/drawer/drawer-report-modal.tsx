/** The printable X or Z report of a session in a dialog (issue #28); closed by its X or Escape. */
import type { DrawerSession } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { DrawerReportSheet } from './drawer-report-sheet';

export interface DrawerReportModalProps {
  /** The session to show; the dialog is closed while null. */
  session: DrawerSession | null;
  timeZone: string;
  establishmentName?: string;
  /** When an X report's figures were read (ISO). */
  takenAt?: string;
  onClose: () => void;
}

export function DrawerReportModal({
  session,
  timeZone,
  establishmentName,
  takenAt,
  onClose,
}: DrawerReportModalProps) {
  return (
    <AppModal
      opened={session !== null}
      onClose={onClose}
      title={session?.status === 'closed' ? 'Z report' : 'X report'}
      size="md"
    >
      {session && (
        <DrawerReportSheet
          session={session}
          timeZone={timeZone}
          establishmentName={establishmentName}
          takenAt={takenAt}
        />
      )}
    </AppModal>
  );
}
