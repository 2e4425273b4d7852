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
  },
});
