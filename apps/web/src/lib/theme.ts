/** The Mantine theme: the app's providers and the test renderer share it. */
import { DEFAULT_THEME, Notification, colorsTuple, createTheme } from '@mantine/core';

/**
 * Mantine's darkest orange (#d9480f) gives white text 4.3:1, under WCAG AA's 4.5:1; the
 * no-show and duplicate badges are white on it. #c2410c gives 5.2:1 and still reads orange.
 */
const orange = colorsTuple([...DEFAULT_THEME.colors.orange.slice(0, 9), '#c2410c']);

/**
 * Mantine hides a clearable select's × from the keyboard and screen readers (tabIndex -1,
 * aria-hidden); a named, focusable button lets them empty a field ('Leave empty for the first
 * one free') as a mouse does.
 */
const clearButtonProps = { tabIndex: 0, 'aria-hidden': false, 'aria-label': 'Clear' } as const;

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  colors: { orange },
  components: {
    // Toasts: Mantine's close button has no name and its description grey (gray.6) fails
    // contrast; the app's dimmed colour (providers.tsx) passes in both themes.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Plain objects, not Select.extend: importing the components here would put the combobox
    // code in the entry every public page loads.
    Select: { defaultProps: { clearButtonProps } },
    MultiSelect: { defaultProps: { clearButtonProps } },
  },
});
