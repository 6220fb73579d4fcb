/**
 * A list's secondary actions (export, import, count…): buttons side by side from the `sm`
 * breakpoint up, and on a phone one "More actions" menu, so that a toolbar of four or five
 * actions does not take a screen of stacked buttons. The primary action stays a button
 * everywhere (the caller renders it beside this).
 */
import type { ReactNode } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

/** One action: its label, icon, and what a click does; `title` says why it is disabled. */
export interface ToolbarAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  title?: string;
}

export function ToolbarActions({ actions }: { actions: readonly ToolbarAction[] }) {
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="sm" visibleFrom="sm">
        {actions.map((a) => (
          <Button
            key={a.label}
            variant="default"
            leftSection={a.icon}
            disabled={a.disabled}
            loading={a.loading}
            title={a.title}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" hiddenFrom="sm" leftSection={<IconDots size={16} aria-hidden />}>
            More actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item
              key={a.label}
              leftSection={a.icon}
              disabled={a.disabled || a.loading}
              title={a.title}
              onClick={a.onClick}
            >
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
