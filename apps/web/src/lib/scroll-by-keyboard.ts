import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Props for a Mantine ScrollArea (or `scrollAreaProps` of Table.ScrollContainer) whose content
 * may hold nothing focusable, such as a read-only preview or a day of finished visits: the
 * scrolling box itself joins the tab order as a region named `label`, so the arrow keys can
 * scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function scrollByKeyboard(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}

/**
 * For a box that scrolls only when its content outgrows it (a dashboard widget on a phone): a
 * ref for the box and its tab stop, 0 while the content overflows, none while everything fits,
 * so keyboard users can scroll it without an extra stop on every card.
 */
export function useScrollStop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  const check = useCallback(() => {
    const box = ref.current;
    if (box) setOverflows(box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth);
  }, []);
  // After every render: new content (loaded figures, longer text) may overflow without a resize.
  useLayoutEffect(check);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, [check]);
  return { ref, tabIndex: overflows ? 0 : undefined };
}
