import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import type { BonusCloseDay } from '@rangkai/shared';
import { IconClockPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { useIsAdmin } from '@/lib/admin-me';
import { businessZoneLabel } from '@/lib/business-time';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useBonusCloses } from '../api/bonus-closes';
import { chartDays } from '../lib/figures';
import { closeFilterParams, type CloseFilters as Filters, readCloseFilters } from '../lib/filters';
import { CloseStatusBadge } from './close-badges';
import { CloseCharts } from './close-charts';
import { closeColumns } from './close-columns';
import { CloseDateModal } from './close-date-modal';
import { CloseFilters } from './close-filters';
import { CloseSummary } from './close-summary';

/**
 * /admin/bonus-closes: the daily close of each business date — figures and payout ratio over a
 * range, dates waiting for their close, and "Close now" for the oldest one (admins).
 */
export function ClosesPage() {
  const { t, i18n } = useTranslation('adminCompensation');
  const [params, setParams] = useSearchParams();
  const filters = readCloseFilters(params);
  const closes = useBonusCloses(filters);
  const canClose = useIsAdmin();
  const [closing, setClosing] = useState<BonusCloseDay | null>(null);
  const [opened, setOpened] = useState(false);
  const go = (next: Partial<Filters>) =>
    setParams(closeFilterParams({ ...filters, page: 1, ...next }));
  const language = i18n.language;
  const data = closes.data;
  const next = data?.pending[0] ?? null;
  // The oldest waiting date, when this page lists it (page 1 lists the range's waiting dates).
  const nextDay = data?.records.find((d) => d.business_date === next) ?? null;
  const openClose = (day: BonusCloseDay) => {
    setClosing(day);
    setOpened(true);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { zone: businessZoneLabel() })}
      />
      <CloseFilters filters={filters} onChange={go} />
      {next && data && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockPause size={20} />}
          title={t('pending.title', { count: data.pending.length })}
          data-testid="admin-closes-pending"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('pending.text', { date: formatDay(next, language) })}</Text>
            {canClose && nextDay && (
              <Button
                size="xs"
                color="orange"
                leftSection={<IconPlayerPlay size={14} />}
                onClick={() => openClose(nextDay)}
                data-testid="admin-close-next"
              >
                {t('pending.close', { date: formatDay(next, language) })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {closes.isError && !data && (
        <ErrorState error={closes.error} onRetry={() => void closes.refetch()} />
      )}
      {!closes.isError && !data && <LoadingState />}
      {data && <CloseSummary data={data} />}
      {data && <CloseCharts days={chartDays(data.series)} alertRatio={data.alert_ratio} />}
      {data && (
        <Card withBorder radius="md" padding="sm">
          <PagedResult
            query={closes}
            page={filters.page}
            onPage={(page) => go({ page })}
            emptyText={t('table.empty')}
          >
            {(records) => (
              <DataTable
                rows={records}
                columns={closeColumns(t, {
                  language,
                  alertRatio: data.alert_ratio,
                  next,
                  canClose,
                  onClose: openClose,
                })}
                rowKey={(d) => d.business_date}
                cardTitle={(d) => (
                  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    {formatDay(d.business_date, language)}
                    <CloseStatusBadge status={d.status} date={d.business_date} />
                  </span>
                )}
                minWidth={900}
                wrapHeadings
                testId="admin-closes-table"
              />
            )}
          </PagedResult>
        </Card>
      )}
      <CloseDateModal day={closing} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
