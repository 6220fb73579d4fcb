/**
 * Location switcher (spec core.md §2): placeholder 'Select Location', each establishment with its
 * city and state, the all-locations aggregate last, then 'Manage Establishments' and
 * 'Add New Establishment'.
 */
import { Link } from 'react-router';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown, IconMapPin, IconPlus } from '@tabler/icons-react';
import { hasPermission, hasResourceAccess } from '@daybook/contracts';
import { useWorkspace } from '../../lib/workspace/workspace-context';

/** The location menu of the top bar. */
export function LocationSwitcher() {
  const { locations, selectedId, selectEstablishment, role } = useWorkspace();
  const selected = locations.find((l) => l.id === selectedId) ?? null;
  const canManage = hasResourceAccess(role, 'establishment');
  const canCreate = hasPermission(role, 'establishment:create');

  // Without Mantine's focus placeholder, a role="presentation" div that a menu may not hold
  // (axe: aria-required-children); the first location takes focus on open, as in the WAI-ARIA
  // menu button pattern.
  return (
    <Menu position="bottom-start" width={300} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={selected ? `Location: ${selected.name}` : 'Select Location'}
          maw={260}
          miw={0}
          // On a phone the name gives way (ellipsis) so the button stays on screen.
          styles={{
            inner: { minWidth: 0 },
            label: {
              display: 'block',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              // As tall as its text, so the button's row centres it (a full-height block would
              // sit the name at the top).
              height: 'auto',
            },
          }}
        >
          {selected ? selected.name : 'Select Location'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Locations</Menu.Label>
        {locations.length === 0 && (
          <Menu.Item disabled>
            <Text size="sm">No establishments yet</Text>
          </Menu.Item>
        )}
        {locations.map((l) => (
          <Menu.Item
            key={l.id}
            onClick={() => selectEstablishment(l.id)}
            rightSection={l.id === selectedId ? <IconCheck size={16} aria-label="Selected" /> : null}
            aria-current={l.id === selectedId ? 'true' : undefined}
          >
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {l.name}
              </Text>
              {l.place && (
                <Text size="xs" c="dimmed">
                  {l.place}
                </Text>
              )}
            </Stack>
          </Menu.Item>
        ))}
        {(canManage || canCreate) && <Menu.Divider />}
        {canManage && (
          <Menu.Item
            component={Link}
            to="/establishments"
            leftSection={<IconBuilding size={16} aria-hidden />}
          >
            Manage Establishments
          </Menu.Item>
        )}
        {canCreate && (
          <Menu.Item
            component={Link}
            to="/signup/establishment"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add New Establishment
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
