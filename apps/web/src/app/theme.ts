import { type CSSVariablesResolver, createTheme, DEFAULT_THEME } from '@mantine/core';

/**
 * Shade 7 is the theme's primary shade: filled backgrounds under white text, light-variant text
 * on its 10 % tint, outlines, links and `c="red"`-style text all use it. Mantine's own shade 7
 * reads at 2.7–3.8 : 1 on white (teal 3.1, orange 3.0, yellow 2.1), under the 4.5 : 1 of WCAG AA
 * that the accessibility guard (e2e/guard.test.ts) checks; these are the same hues darkened until
 * they reach 4.6 : 1 on white and on the grays 0–2, and on their own 12 % tint over each (a
 * light badge in a table row). Shades 8 and 9 (hover, darker
 * text) follow; shades 0–6 (backgrounds, borders) are Mantine's.
 */
const readable: Record<string, [string, string, string]> = {
  teal: ['#086c4e', '#075f45', '#06523b'],
  red: ['#ad2d2d', '#982727', '#832222'],
  green: ['#216b2e', '#1d5e29', '#195123'],
  orange: ['#9e4204', '#8b3a04', '#783203'],
  blue: ['#1560a3', '#13548f', '#10497c'],
  yellow: ['#825400', '#724a00', '#634000'],
  cyan: ['#0b6776', '#0a5b68', '#084f59'],
  lime: ['#42690d', '#3a5c0b', '#32500a'],
  pink: ['#ab2956', '#97244c', '#821f42'],
  grape: ['#9033a7', '#7f2d93', '#6e277f'],
  violet: ['#6541d1', '#5939b8', '#4d319f'],
  indigo: ['#3753c5', '#3149ae', '#2a3f96'],
};
const colors = Object.fromEntries(
  Object.entries(readable).map(([name, dark]) => [
    name,
    [
      ...DEFAULT_THEME.colors[name].slice(0, 7),
      ...dark,
    ] as unknown as (typeof DEFAULT_THEME.colors)[string],
  ]),
);

/** Dimmed text: Mantine's gray 6 reads at 3.3 : 1 on white; this gray at 5.2 : 1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#676d73' },
  dark: {},
});

export const theme = createTheme({
  colors,
  primaryColor: 'teal',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A tab's icon stays beside its label in grown tabs (Mantine lets the label take the width,
    // which leaves the icon at the tab's far edge on a wide screen).
    // (A plain object: `Tabs.extend` would pull the Tabs component into the first load.)
    Tabs: { styles: { tabLabel: { flex: 'none' } } },
    // The list of a Select/Autocomplete starts at its input's left edge (it is as wide as the
    // input). Mantine centres it ('bottom'), and as the list stays mounted while closed, its
    // place is worked out while it is hidden (`display: none`, 0 px wide): the opened list
    // started half an input to the right, past a 375 px phone's edge, so the page widened
    // (375 → 531 px), a full-screen dialog stopped being full screen, the list followed the
    // wider input, and taps landed beside the options. Aligned to the start, its place does
    // not depend on its own width.
    Combobox: { defaultProps: { position: 'bottom-start' } },
    // Dialogs and drawers appear without Mantine's transition (duration 0: in place as soon as
    // they render). Mantine steps a transition through two animation frames and a timeout; on
    // the production build (Preact), a shown tree that suspends has its effects cleaned up, which
    // cancels the pending step for good and leaves the dialog off screen or unrendered
    // (reproduced in a bare page: 7 of 14 opens stuck; with duration 0, 14 of 14 on screen).
    Modal: { defaultProps: { transitionProps: { duration: 0 } } },
    Drawer: { defaultProps: { transitionProps: { duration: 0 } } },
  },
});
