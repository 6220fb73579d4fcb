/**
 * Props for a Mantine ScrollArea (or `scrollAreaProps` of Table.ScrollContainer) whose content
 * may hold nothing focusable, such as a read-only preview or a day of finished visits: the
 * scrolling box itself joins the tab order as a region named `label`, so the arrow keys can
 * scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function scrollByKeyboard(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
