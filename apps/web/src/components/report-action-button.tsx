/**
 * A report's action beside its filters (issue #31 "CSV and PDF export"), on the reports and on
 * analytics: Download CSV or Print, held back while the report loads or shows the previous
 * filters' answer.
 */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
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
