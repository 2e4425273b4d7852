import { ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { type BonusEntryType, bonusEntryTypes } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useBonusRecords } from '../api/bonus-records';
import { type BonusTab, bonusLook } from './bonus-look';
import { BonusRecordCard } from './bonus-record-card';
import { BonusTotals } from './bonus-totals';

const tabs: BonusTab[] = ['all', ...bonusEntryTypes];

function isBonusType(value: string | null): value is BonusEntryType {
  return (bonusEntryTypes as readonly string[]).includes(value ?? '');
}

/**
 * /web/bonus/bonusRecord: lifetime totals per type, then the bonuses of the chosen type (or all),
 * newest first, each with its 80/20 split between point1 and point4 (BUSINESS_RULES §5); sponsor
 * bonuses taken back and debt repayments are lines of their own, shown negative (§13).
 */
export function BonusRecordPage() {
  const { t } = useTranslation('bonus');
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('bonus');
  const bonus = isBonusType(typeParam) ? typeParam : undefined;
  const selected: BonusTab = bonus ?? 'all';
  const page = pageParam(params);
  const query = useBonusRecords({ bonus, page });

  const select = (tab: BonusTab) => setParams(tab === 'all' ? {} : { bonus: tab });
  const onPage = (next: number) =>
    setParams({ ...(bonus ? { bonus } : {}), page: String(next) }, { replace: true });

  return (
    <Stack gap="md" data-testid="bonus-record-page">
      <Title order={3}>{t('title')}</Title>
      <BonusTotals totals={query.data?.totals} selected={selected} onSelect={select} />
      <Tabs value={selected} onChange={(value) => select((value as BonusTab | null) ?? 'all')}>
        <ScrollArea type="never" offsetScrollbars={false}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => {
              const Icon = bonusLook[tab].icon;
              return (
                <Tabs.Tab
                  key={tab}
                  value={tab}
                  leftSection={<Icon size={14} />}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid={`bonus-tab-${tab}`}
                >
                  {t(`types.${tab}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value={selected} pt="md">
          <PagedRecords
            query={query}
            page={page}
            onPage={onPage}
            emptyText={t(bonus ? 'empty_type' : 'empty')}
          >
            {(records) => (
              <Stack gap="xs" data-testid="bonus-records">
                {records.map((record) => (
                  <BonusRecordCard key={record.id} record={record} />
                ))}
              </Stack>
            )}
          </PagedRecords>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
