/**
 * The drag-and-drop addon of react-big-calendar ships as CommonJS only; depending on the
 * bundler's interop its default export arrives as the function or as { default: function }.
 */
import * as addon from 'react-big-calendar/lib/addons/dragAndDrop';
import type withDragAndDropType from 'react-big-calendar/lib/addons/dragAndDrop';

type WithDragAndDrop = typeof withDragAndDropType;

function resolve(mod: unknown): WithDragAndDrop {
  let current: unknown = mod;
  for (let i = 0; i < 3 && typeof current !== 'function'; i++) {
    current = (current as { default?: unknown } | null)?.default;
  }
  if (typeof current !== 'function') throw new Error('react-big-calendar drag-and-drop addon not found');
  return current as WithDragAndDrop;
}

export const withDragAndDrop = resolve(addon);
