import { Stack, Text } from '@mantine/core';
import type { hotelSalesRow } from '@rangkai/shared';
import type { z } from 'zod';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { DayRangeCard, ReportBody, TotalCards } from '@/components/admin/report-range';
import { useTranslation } from '@/lib/i18n';
import { groupMoney, minusMoney } from '@/lib/money';
import { useDayRange } from '@/lib/use-day-range';
import { useHotelSales } from '../api/bookings';

type SalesRow = z.infer<typeof hotelSalesRow>;

/** /admin/hotel-sales: hotel sales by hotel and month (this year so far by default). */
export function HotelSalesPage() {
  const { t } = useTranslation('adminHotels');
  const range = useDayRange((today) => `${today.slice(0, 4)}-01-01`);
  const report = useHotelSales(range.from, range.to);

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
    {
      key: 'refunds',
      label: t('sales.refunds'),
      numeric: true,
      render: (r) => minusMoney(r.refunds),
    },
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
  const data = report.data;
  const totals = data && [
    { key: 'bookings', value: String(data.total_bookings) },
    { key: 'nights', value: String(data.total_nights) },
    { key: 'gross', value: `RM ${groupMoney(data.total_gross)}` },
    { key: 'refunds', value: `RM ${minusMoney(data.total_refunds)}` },
    { key: 'amount', value: `RM ${groupMoney(data.total_amount)}` },
  ];

  return (
    <Stack gap="md" data-testid="admin-hotel-sales-page">
      <PageHeader title={t('sales.heading')} subtitle={t('sales.subtitle')} />
      <DayRangeCard
        range={range}
        t={t}
        resetLabel={t('sales.this_year')}
        testId="admin-hotel-sales"
      />
      {totals && !range.badRange && (
        <TotalCards
          figures={totals.map((f) => ({ ...f, label: t(`sales.total_${f.key}`) }))}
          testId="admin-hotel-sales"
        />
      )}
      <ReportBody
        report={report}
        badRange={range.badRange}
        t={t}
        table={(rows) => (
          <DataTable
            rows={rows.rows}
            columns={columns}
            rowKey={(r) => `${r.month}-${r.hotel_id}`}
            cardTitle={(r) => `${r.hotel_name} · ${r.month}`}
            minWidth={900}
            testId="admin-hotel-sales-table"
          />
        )}
      />
    </Stack>
  );
}
