/**
 * A status badge whose tint carries the colour while its words take the page's text colour:
 * coloured words on their own light tint (green on green reads 3.8:1 in axe) fall under the
 * 4.5:1 small text needs, in either scheme. Every status badge (appointments, campaigns,
 * automated sends, social posts) draws through this one recipe.
 */
import { Badge, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TintedBadgeProps {
  /** A Mantine colour name: 'green', 'gray', 'orange'… */
  color: string;
  size?: MantineSize;
  children: ReactNode;
}

/** The tinted badge; flex none so that in a narrow cell it never shrinks to "Confir…". */
export function TintedBadge({ color, size, children }: TintedBadgeProps) {
  return (
    <Badge
      color={color}
      size={size}
      variant="light"
      c="var(--mantine-color-text)"
      tt="none"
      style={{ flex: 'none' }}
    >
      {children}
    </Badge>
  );
}
