import {
  Badge,
  Group,
  type MantineColor,
  type MantineSpacing,
  ScrollArea,
  Stack,
  Tabs,
} from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusTabsProps<S extends string> {
  /** The tabs, in order (statuses, or kinds). */
  values: readonly S[];
  /** The tab open (from the URL). */
  value: S;
  /** Called with the tab chosen, one of `values`. */
  onChange: (value: S) => void;
  label: (value: S) => ReactNode;
  /** Each tab's data-testid is `${testId}-${value}`. */
  testId: string;
  /** The open tab's count (its list's total); nothing while loading. */
  total?: number;
  /** The colour of the open tab's count where it is work waiting (filled); else a grey count. */
  highlight?: (value: S) => MantineColor | undefined;
  /** A count of every tab's own, beside its label (e.g. one query a tab). */
  count?: (value: S) => ReactNode;
  /** The tabs stay on one line and scroll sideways on a phone (false: they wrap). */
  scroll?: boolean;
  mb?: MantineSpacing;
  /** The open tab's panel: its filters and list. */
  children: ReactNode;
}

/** The count on the open tab of a back-office list. */
function TabTotal({ total, color }: { total: number; color: MantineColor | undefined }) {
  return (
    <Badge size="sm" color={color ?? 'gray'} variant={color ? 'filled' : 'light'} miw="max-content">
      {total}
    </Badge>
  );
}

/**
 * A back-office list by status (orders, KYC, withdrawals, deposits, tickets, news): one tab a
 * status with its count, and the open tab's panel holding the list (each tab's `aria-controls`
 * names that panel).
 */
export function StatusTabs<S extends string>(props: StatusTabsProps<S>) {
  const { values, value, onChange, label, testId, total, highlight, count, mb, children } = props;
  const scroll = props.scroll ?? true;
  const tabs = (
    <Tabs.List style={scroll ? { flexWrap: 'nowrap' } : undefined}>
      {values.map((s) => (
        <Tabs.Tab key={s} value={s} data-testid={`${testId}-${s}`}>
          <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
            {label(s)}
            {count?.(s)}
            {s === value && total !== undefined && (
              <TabTotal total={total} color={highlight?.(s)} />
            )}
          </Group>
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const chosen = values.find((s) => s === next);
        if (chosen) onChange(chosen);
      }}
      mb={mb}
    >
      {scroll ? <ScrollArea type="never">{tabs}</ScrollArea> : tabs}
      <Tabs.Panel value={value}>
        <Stack gap="md">{children}</Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
