/**
 * A horizontal swipe on a phone's day view moves a day: right to left is the next day, left to
 * right the previous one. Mostly vertical gestures (scrolling the hours) and short ones are ignored.
 */
import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/** Touch handlers to spread on the grid's container; `onSwipe(1)` is the next day. */
export function useDaySwipe(onSwipe: (sign: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const dx = t.clientX - from.x;
      const dy = t.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
