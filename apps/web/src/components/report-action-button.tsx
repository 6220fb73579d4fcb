/**
 * A report's action beside its filters (issue #31 "CSV and PDF export"), on the reports and on
 * analytics: Download CSV or Print (alone, or the two side by side), held back while the report
 * loads or shows the previous filters' answer.
 */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';

const ICONS = { download: IconDownload, print: IconPrinter } as const;

/** A default button with its icon; `ready` false disables it. */
export function ReportActionButton({
  icon,
  ready,
  onClick,
  children,
}: {
  icon: keyof typeof ICONS;
  ready: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = ICONS[icon];
  return (
    <Button
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      onClick={onClick}
      disabled={!ready}
    >
      {children}
    </Button>
  );
}

/** Download CSV (`onDownload`) and Print / Save as PDF side by side, both held back until `ready`. */
export function ReportDownloadAndPrint({ ready, onDownload }: { ready: boolean; onDownload: () => void }) {
  return (
    <Group gap="sm">
      <ReportActionButton icon="download" ready={ready} onClick={onDownload}>
        Download CSV
      </ReportActionButton>
      <ReportActionButton icon="print" ready={ready} onClick={() => window.print()}>
        Print / Save as PDF
      </ReportActionButton>
    </Group>
  );
}
