/** The Mantine theme and the app's CSS variables: the app's providers, the test renderer and the badge gallery share them. */
import {
  DEFAULT_THEME,
  Notification,
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
} from '@mantine/core';

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
    // A loader is a span: its aria-label ('Updating transactions') is only allowed with a role,
    // and axe fails the page whenever a refetch shows one.
    Loader: { defaultProps: { role: 'status' } },
    // A light alert's title in its own colour on its own tint fails contrast (orange 2.7:1, green
    // 3.8:1): the tint and the icon carry the colour, the title takes the text colour. Filled
    // alerts keep their white title.
    Alert: {
      styles: (_theme: unknown, props: { variant?: string }) => ({
        title: (props.variant ?? 'light') === 'light' ? { color: 'var(--mantine-color-text)' } : {},
      }),
    },
  },
});

/**
 * Filled red buttons (Refund, Void, Delete): white on red.6 is 3.3:1 and on red.8 4.5:1 at best;
 * red.9 gives 5.7:1 in both schemes, and a darker hover keeps it.
 */
const redFilled = (t: Parameters<CSSVariablesResolver>[0]) => ({
  '--mantine-color-red-filled': t.colors.red[9] ?? '#c92a2a',
  '--mantine-color-red-filled-hover': '#a61e1e',
});

/**
 * Mantine's default dimmed grey (3.3:1) and error red (3.3:1) fail WCAG AA contrast on white;
 * use darker shades in the light scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...redFilled(t),
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    // Outline action buttons (calendar panel): dark shades on white, light shades on dark grey.
    '--daybook-action-red': t.colors.red[9] ?? '#c92a2a',
    '--daybook-action-blue': t.colors.blue[9] ?? '#1864ab',
    '--daybook-action-green': t.colors.green[9] ?? '#2b8a3e',
    '--daybook-action-orange': t.colors.orange[9] ?? '#d9480f',
    // Good and bad news in text (a figure's change, an error line): dark shades on white…
    '--daybook-text-good': t.colors.teal[9] ?? '#087f5b',
    '--daybook-text-bad': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {
    ...redFilled(t),
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    // Links on cards (dark.6, #2e2e2e): violet.4 gives 4.0:1, violet.3 over 5:1.
    '--mantine-color-anchor': t.colors.violet[3] ?? '#b197fc',
    '--daybook-action-red': t.colors.red[4] ?? '#ff8787',
    '--daybook-action-blue': t.colors.blue[4] ?? '#4dabf7',
    '--daybook-action-green': t.colors.green[4] ?? '#69db7c',
    '--daybook-action-orange': t.colors.orange[4] ?? '#ffa94d',
    // …light ones on dark grey (red.9 on dark.6 is 2.2:1; red.4 over 5:1).
    '--daybook-text-good': t.colors.teal[3] ?? '#63e6be',
    '--daybook-text-bad': t.colors.red[4] ?? '#ff8787',
  },
});
