import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconArrowUp, IconHome } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CHART_DEPTH, useOrganize } from '../api/organize';
import type { TreeSource } from '../api/tree-source';
import { layoutChart } from '../lib/chart-layout';
import { PlacementChart } from './placement-chart';
import type { EmptySlot } from './slot-card';
import { TreePath } from './tree-path';
import { TreeSearch } from './tree-search';
import { ChartSkeleton, TreeError } from './tree-states';

interface PlacementTreeProps {
  source: TreeSource;
  /** Offers "Register here" on empty slots (the member's own tree). */
  onRegister?: (slot: EmptySlot) => void;
}

/**
 * The placement (binary) tree four levels at a time: tap a member to show the tree from them, the
 * path back up to the viewer, search, and the chart to drag and zoom.
 */
export function PlacementTree({ source, onRegister }: PlacementTreeProps) {
  const { t } = useTranslation('tree');
  const [top, setTop] = useState<number | null>(null);
  const organize = useOrganize(source, top);
  const data = organize.data;
  const layout = useMemo(() => (data ? layoutChart(data, CHART_DEPTH) : null), [data]);
  const viewerId = data?.path.nodes[0]?.id;
  const open = useCallback(
    (id: number) => setTop((current) => (id === viewerId ? null : id === current ? current : id)),
    [viewerId],
  );
  const topNode = data?.nodes[0];
  const atViewer = data !== undefined && topNode?.id === viewerId;

  return (
    <Stack gap="sm" data-testid="placement-tree">
      <TreeSearch source={source} tree="placement" onFound={(reply) => open(reply.member.id)} />
      {data && (
        <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
          <TreePath path={data.path} onOpen={open} />
          {!atViewer && (
            <Group gap={4} wrap="nowrap">
              {topNode?.parent_id != null && data.path.nodes.length > 1 && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconArrowUp size={14} />}
                  onClick={() => topNode.parent_id != null && open(topNode.parent_id)}
                  data-testid="tree-up"
                >
                  {t('chart.up')}
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconHome size={14} />}
                onClick={() => setTop(null)}
                data-testid="tree-home"
              >
                {t('chart.me')}
              </Button>
            </Group>
          )}
        </Group>
      )}
      {organize.isPending ? (
        <ChartSkeleton />
      ) : organize.isError && !data ? (
        <TreeError
          error={organize.error}
          onRetry={() => void organize.refetch()}
          extra={
            top !== null && (
              <Button size="xs" variant="light" onClick={() => setTop(null)}>
                {t('chart.back_to_me')}
              </Button>
            )
          }
        />
      ) : (
        data &&
        layout && (
          <Stack gap={6} pos="relative">
            {organize.isError && (
              <TreeError error={organize.error} onRetry={() => void organize.refetch()} />
            )}
            <LoadingOverlay
              visible={organize.isPlaceholderData && organize.isFetching}
              zIndex={5}
              overlayProps={{ blur: 1, backgroundOpacity: 0.4 }}
              loaderProps={{ size: 'sm' }}
            />
            <PlacementChart
              layout={layout}
              topId={data.top_id}
              onSelect={open}
              onRegister={onRegister}
            />
            {data.nodes.length === 1 && (
              <Text size="sm" c="dimmed" ta="center" data-testid="tree-empty">
                {atViewer && source.viewer !== 'admin'
                  ? t('state.empty_mine')
                  : t('state.empty_member', { username: topNode?.username ?? '' })}
              </Text>
            )}
            <Text size="xs" c="dimmed" data-testid="tree-close-date">
              {data.last_close_date
                ? t('chart.as_of', { date: data.last_close_date })
                : t('chart.no_close')}{' '}
              {t('chart.today_legend')} {t('chart.hint')}
            </Text>
          </Stack>
        )
      )}
    </Stack>
  );
}
