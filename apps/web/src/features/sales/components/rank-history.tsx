import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { type RankHistoryRecord, useRankHistory } from '../api/rank-history';
import { businessDay } from '../lib/sales-figures';
import { SalesError } from './sales-states';

function Loading() {
  return (
    <Stack gap="sm" aria-busy data-testid="rank-history-loading">
      {[0, 1].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={12} w="45%" />
          <Skeleton h={10} w="70%" />
        </Stack>
      ))}
    </Stack>
  );
}

function Records({ records }: { records: RankHistoryRecord[] }) {
  const { t, i18n } = useTranslation('sales');
  const { rankName } = useDisplayNames();
  const name = (id: number) => rankName({ id, rank_name: '', rank_name_en: `#${id}` });
  return (
    <Timeline bulletSize={22} lineWidth={2} color="yellow" active={records.length}>
      {records.map((r) => (
        <Timeline.Item
          key={`${r.business_date}-${r.to_rank}`}
          bullet={<IconCrown size={12} />}
          data-testid="rank-history-record"
          title={
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('rank_history.change', { from: name(r.from_rank), to: name(r.to_rank) })}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {businessDay(r.business_date, i18n.language)}
              </Text>
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            {t('rank_history.basis', { bv: groupMoney(r.small_group), count: r.direct_paid })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The ranks the member reached at daily closes, newest first (BUSINESS_RULES §6). */
export function RankHistory() {
  const { t } = useTranslation('sales');
  const { data, isError, refetch } = useRankHistory();
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder data-testid="rank-history">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="yellow" radius="xl" size="md">
          <IconCrown size={16} />
        </ThemeIcon>
        <Title order={5}>{t('rank_history.title')}</Title>
      </Group>
      {data ? (
        data.records.length > 0 ? (
          <Records records={data.records} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="rank-history-empty">
            {t('rank_history.empty')}
          </Text>
        )
      ) : isError ? (
        <SalesError onRetry={() => void refetch()} testId="rank-history-error" />
      ) : (
        <Loading />
      )}
    </Paper>
  );
}
