import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { hotelSalesRow } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { businessZoneLabel, isDay, thisMonth } from '@/lib/business-time';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useHotelSales } from '../api/bookings';

type SalesRow = z.infer<typeof hotelSalesRow>;
const minus = (amount: string) => (amount === '0.00' ? '0.00' : `−${groupMoney(amount)}`);

/** /admin/hotel-sales: hotel sales by hotel and month (this year so far by default). */
export function HotelSalesPage() {
  const { t } = useTranslation('adminHotels');
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const yearStart = `${month.from.slice(0, 4)}-01-01`;
  const from = isDay(params.get('from') ?? '') ? (params.get('from') as string) : yearStart;
  const to = isDay(params.get('to') ?? '') ? (params.get('to') as string) : month.to;
  const badRange = from > to;
  const report = useHotelSales(from, to);
  const setDay = (key: 'from' | 'to', value: string) => {
    if (isDay(value)) setParams({ from, to, [key]: value });
  };

  const columns: Column<SalesRow>[] = [
    { key: 'month', label: t('sales.month'), render: (r) => r.month },
    {
      key: 'hotel',
      label: t('bookings.hotel'),
      hideInCard: true,
      render: (r) => (
        <Text size="sm" fw={600}>
          {r.hotel_name}
        </Text>
      ),
    },
    { key: 'bookings', label: t('sales.bookings'), numeric: true, render: (r) => r.bookings },
    { key: 'nights', label: t('sales.nights'), numeric: true, render: (r) => r.nights },
    { key: 'gross', label: t('sales.gross'), numeric: true, render: (r) => groupMoney(r.gross) },
    { key: 'canceled', label: t('sales.canceled'), numeric: true, render: (r) => r.canceled },
    { key: 'refunds', label: t('sales.refunds'), numeric: true, render: (r) => minus(r.refunds) },
    {
      key: 'amount',
      label: t('sales.amount'),
      numeric: true,
      render: (r) => (
        <Text span size="sm" fw={600}>
          {groupMoney(r.amount)}
        </Text>
      ),
    },
  ];

  let body = <LoadingState />;
  if (badRange) body = <EmptyState text={t('sales.bad_range')} />;
  else if (report.isError) {
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data?.rows.length === 0) body = <EmptyState text={t('sales.empty')} />;
  else if (report.data) {
    body = (
      <DataTable
        rows={report.data.rows}
        columns={columns}
        rowKey={(r) => `${r.month}-${r.hotel_id}`}
        cardTitle={(r) => `${r.hotel_name} · ${r.month}`}
        minWidth={900}
        testId="admin-hotel-sales-table"
      />
    );
  }
  const totals = report.data && [
    { key: 'bookings', value: String(report.data.total_bookings) },
    { key: 'nights', value: String(report.data.total_nights) },
    { key: 'gross', value: `RM ${groupMoney(report.data.total_gross)}` },
    { key: 'refunds', value: `RM ${minus(report.data.total_refunds)}` },
    { key: 'amount', value: `RM ${groupMoney(report.data.total_amount)}` },
  ];

  return (
    <Stack gap="md" data-testid="admin-hotel-sales-page">
      <PageHeader title={t('sales.heading')} subtitle={t('sales.subtitle')} />
      <Card withBorder radius="md" padding="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label={t('sales.from')}
            value={from}
            max={to}
            onChange={(e) => setDay('from', e.currentTarget.value)}
            data-testid="admin-hotel-sales-from"
          />
          <TextInput
            type="date"
            label={t('sales.to')}
            value={to}
            min={from}
            onChange={(e) => setDay('to', e.currentTarget.value)}
            data-testid="admin-hotel-sales-to"
          />
          <Button variant="subtle" onClick={() => setParams({})}>
            {t('sales.this_year')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          {t('sales.range_hint', { zone: businessZoneLabel() })}
        </Text>
      </Card>
      {totals && !badRange && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {totals.map((f) => (
            <Card key={f.key} withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {t(`sales.total_${f.key}`)}
              </Text>
              <Text fw={700} size="lg" data-testid={`admin-hotel-sales-total-${f.key}`}>
                {f.value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="sm">
        {body}
      </Card>
    </Stack>
  );
}
