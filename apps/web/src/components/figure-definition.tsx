/**
 * The info button beside a figure's name that opens its one-line definition (contracts
 * FIGURE_DEFINITIONS, issue #31): by click, tap or keyboard, so that phones read it too.
 */
import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FIGURE_DEFINITIONS, type DefinedFigure } from '@daybook/contracts';

/** "What {name} means": opens `figure`'s definition. */
export function FigureDefinition({ name, figure }: { name: string; figure: DefinedFigure }) {
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`What ${name} means`}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{FIGURE_DEFINITIONS[figure]}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
