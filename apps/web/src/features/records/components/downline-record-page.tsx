import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { useDownlineRecords } from '../api/team-records';
import {
  type DownlineFilter,
  isFiltered,
  readDownlineFilter,
  withDownlineFilter,
} from '../lib/downline-filter';
import { DownlineRecordFilters } from './downline-record-filters';
import { DownlineRecordList } from './downline-record-list';

/**
 * /web/record/downlineRecord: every member of the viewer's sponsor downline in tree order, with
 * level, package, rank, sponsor and personal purchases; filtered by level, package and the start
 * of a username or member code, all kept in the URL.
 */
export function DownlineRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const filter = readDownlineFilter(params);
  const filtered = isFiltered(filter);
  const query = useDownlineRecords(filter);

  const change = (changes: Partial<DownlineFilter>) =>
    setParams((current) => withDownlineFilter(current, changes), { replace: true });

  return (
    <Stack gap="md" data-testid="downline-record-page">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={3}>{t('downline.title')}</Title>
        <Anchor component={Link} to="/web/record/member" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} />
            {t('direct.title')}
          </Group>
        </Anchor>
      </Group>
      <DownlineRecordFilters
        filter={filter}
        filtered={filtered}
        onChange={change}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
        summary={
          <Text
            size="sm"
            c="dimmed"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            data-testid="downline-summary"
          >
            {query.data
              ? t(filtered ? 'downline.summary_filtered' : 'downline.summary', {
                  count: query.data.total,
                })
              : ''}
          </Text>
        }
      />
      <PagedRecords
        query={query}
        page={filter.page}
        onPage={(page) => change({ page })}
        emptyText={t(filtered ? 'downline.empty_filtered' : 'downline.empty')}
      >
        {(records) => <DownlineRecordList records={records} />}
      </PagedRecords>
    </Stack>
  );
}
