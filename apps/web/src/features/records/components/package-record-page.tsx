import { Stack, Tabs, Title } from '@mantine/core';
import { IconPackage, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useDownlinePackages, useUserPackages } from '../api/package-records';
import { PackageRecordCard } from './package-record-card';

type Tab = 'mine' | 'downline';

function usePageParam(tab: Tab) {
  const [params, setParams] = useSearchParams();
  const onPage = (page: number) => {
    const next = new URLSearchParams({ type: 'upgrade' });
    if (tab === 'downline') next.set('tab', 'downline');
    next.set('page', String(page));
    setParams(next, { replace: true });
  };
  return [pageParam(params), onPage] as const;
}

function MyPackages() {
  const { t } = useTranslation('records');
  const [page, onPage] = usePageParam('mine');
  const query = useUserPackages(page);
  return (
    <PagedRecords query={query} page={page} onPage={onPage} emptyText={t('packages.empty_mine')}>
      {(records) => (
        <Stack gap="xs" data-testid="package-records">
          {records.map((record) => (
            <PackageRecordCard key={record.id} record={record} />
          ))}
        </Stack>
      )}
    </PagedRecords>
  );
}

function DownlinePackages() {
  const { t } = useTranslation('records');
  const [page, onPage] = usePageParam('downline');
  const query = useDownlinePackages(page);
  return (
    <PagedRecords
      query={query}
      page={page}
      onPage={onPage}
      emptyText={t('packages.empty_downline')}
    >
      {(records) => (
        <Stack gap="xs" data-testid="downline-package-records">
          {records.map((record) => (
            <PackageRecordCard key={record.id} record={record} />
          ))}
        </Stack>
      )}
    </PagedRecords>
  );
}

/** /web/record/allRecord?type=upgrade: the member's package purchases and their downline's. */
export function PackageRecordPage() {
  const { t } = useTranslation('records');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'downline' ? 'downline' : 'mine';

  return (
    <Stack gap="md" data-testid="package-record-page">
      <Title order={3}>{t('all_record.upgrade')}</Title>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            value === 'downline' ? { type: 'upgrade', tab: 'downline' } : { type: 'upgrade' },
          )
        }
        keepMounted={false}
      >
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="mine" leftSection={<IconPackage size={16} />} data-testid="tab-mine">
            {t('packages.tab_mine')}
          </Tabs.Tab>
          <Tabs.Tab
            value="downline"
            leftSection={<IconUsers size={16} />}
            data-testid="tab-downline"
          >
            {t('packages.tab_downline')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <MyPackages />
        </Tabs.Panel>
        <Tabs.Panel value="downline">
          <DownlinePackages />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
