/**
 * jsdom lacks matchMedia, ResizeObserver and document.fonts, which Mantine uses; tests clean up
 * after each case, including the toasts' store, which outlives a file (one worker runs many).
 */
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { SESSION_HINT_COOKIE } from '@daybook/contracts';

// The suite shares two cores with the server's tests (and CI's other steps): a fetch-and-render
// step that takes 100 ms on an idle machine took over the default second under that load.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      // Reduced motion makes Mantine skip transitions, which jsdom never finishes. An empty query
      // matches every device, as in a browser: mantine-datatable shows a column while its
      // (absent) media query matches.
      matches: query === '' || query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!window.HTMLElement.prototype.scrollIntoView) {
  window.HTMLElement.prototype.scrollIntoView = () => {};
}

// Textarea autosize listens for web-font loads; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// The server sets the session hint with the session; tests that answer /me stand in for it.
beforeEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
