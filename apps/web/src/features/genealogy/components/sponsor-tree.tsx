import { Box, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { type DownlineOrder, useDownline } from '../api/downline';
import type { TreeSource } from '../api/tree-source';
import { SponsorRow } from './sponsor-row';
import { ListSkeleton, TreeError } from './tree-states';

/** Indent per level, up to a depth that still leaves a phone room for the rows. */
const INDENT = 14;
const MAX_INDENT_LEVELS = 6;

interface ChildrenProps {
  source: TreeSource;
  parent: number | null;
  order: DownlineOrder;
  depth: number;
}

/** The members `parent` sponsored, loaded when shown, each expandable in turn. */
function SponsorChildren({ source, parent, order, depth }: ChildrenProps) {
  const { t } = useTranslation('tree');
  const query = useDownline(source, parent, order);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (query.isPending) return <ListSkeleton rows={depth === 0 ? 4 : 2} />;
  if (query.isError) return <TreeError error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data.pages;
  const members = pages.flatMap((page) => page.records);
  const last = pages[pages.length - 1];
  if (members.length === 0) {
    return depth === 0 ? (
      <Paper withBorder radius="md" py="xl" px="md" data-testid="tree-empty">
        <Stack align="center" gap={6}>
          <IconUsers size={36} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Text size="sm" c="dimmed" ta="center">
            {source.viewer === 'admin'
              ? t('sponsor.empty_member', { username: last.parent.username })
              : t('sponsor.empty')}
          </Text>
        </Stack>
      </Paper>
    ) : (
      <Text size="xs" c="dimmed" py={4}>
        {t('sponsor.none')}
      </Text>
    );
  }
  const remaining = last.total - members.length;
  return (
    <Stack gap={0} data-testid="sponsor-children" data-parent={last.parent.username}>
      {members.map((member) => (
        <Box key={member.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <SponsorRow
            member={member}
            expanded={expanded.has(member.id)}
            onToggle={() => toggle(member.id)}
          />
          {expanded.has(member.id) && (
            <Box
              pl={depth < MAX_INDENT_LEVELS ? INDENT : 0}
              ml={depth < MAX_INDENT_LEVELS ? 12 : 0}
              mb={6}
              style={{ borderLeft: '1px dashed var(--mantine-color-gray-4)' }}
            >
              <SponsorChildren source={source} parent={member.id} order={order} depth={depth + 1} />
            </Box>
          )}
        </Box>
      ))}
      {query.hasNextPage && (
        <Group justify="center" py={6}>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="sponsor-more"
          >
            {t('sponsor.more', { count: remaining })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The sponsor tree as a list: the viewer's sponsored members, expandable level by level. */
export function SponsorTree({ source }: { source: TreeSource }) {
  const { t } = useTranslation('tree');
  const [order, setOrder] = useState<DownlineOrder>('downline');
  const top = useDownline(source, null, order);
  const parent = top.data?.pages[0]?.parent;
  return (
    <Stack gap="sm" data-testid="sponsor-tree">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="sponsor-summary">
          {parent
            ? t('sponsor.summary', {
                username: parent.username,
                direct: top.data?.pages[0]?.total ?? 0,
                count: parent.downline_count,
              })
            : '\u00a0'}
        </Text>
        <SegmentedControl
          size="xs"
          value={order}
          onChange={(value) => setOrder(value as DownlineOrder)}
          data={[
            { value: 'downline', label: t('sponsor.oldest') },
            { value: 'downline-new', label: t('sponsor.newest') },
          ]}
          data-testid="sponsor-order"
        />
      </Group>
      <Paper withBorder radius="md" px={4}>
        <SponsorChildren source={source} parent={null} order={order} depth={0} />
      </Paper>
    </Stack>
  );
}
