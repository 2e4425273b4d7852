import { createTheme } from '@mantine/core';

export const theme = createTheme({
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
  },
});
