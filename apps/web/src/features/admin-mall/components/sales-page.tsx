import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { DayRangeCard, ReportBody, TotalCards } from '@/components/admin/report-range';
import { formatDay } from '@/lib/date-format';
import { saveFile } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';
import { groupMoney, minusMoney } from '@/lib/money';
import { useDayRange } from '@/lib/use-day-range';
import { type SalesReport, type SalesRow, useSalesReport } from '../api/sales';
import { salesCsv, salesCsvName } from '../lib/sales-csv';

/** The range's totals: units, vouchers and refunds off, net revenue, and shipping beside it. */
function SalesTotals({ report }: { report: SalesReport }) {
  const { t } = useTranslation('adminMall');
  const figures = [
    { key: 'quantity', value: String(report.total_quantity) },
    { key: 'discount', value: `RM ${minusMoney(report.total_discount)}` },
    { key: 'refunds', value: `RM ${minusMoney(report.total_refunds)}` },
    { key: 'amount', value: `RM ${groupMoney(report.total_amount)}`, strong: true },
    { key: 'shipping', value: `RM ${groupMoney(report.total_shipping)}` },
  ];
  return (
    <TotalCards
      figures={figures.map((f) => ({ ...f, label: t(`sales.total_${f.key}`) }))}
      testId="admin-mall-sales"
      gridTestId="admin-mall-sales-totals"
    />
  );
}

/** /admin/mall/sales: mall sales by day and product between two days (this month by default). */
export function SalesPage() {
  const { t, i18n } = useTranslation('adminMall');
  const range = useDayRange((today) => `${today.slice(0, 8)}01`);
  const { from, to, badRange } = range;
  const report = useSalesReport(from, to);

  const download = () => {
    if (!report.data) return;
    const csv = salesCsv(report.data, {
      day: t('sales.day'),
      product_id: t('sales.product_id'),
      product: t('sales.product'),
      quantity: t('sales.quantity'),
      orders: t('sales.orders'),
      gross: t('sales.gross'),
      discount: t('sales.discount'),
      refunded_quantity: t('sales.refunded_quantity'),
      refunds: t('sales.refunds'),
      amount: t('sales.amount'),
      total: t('sales.total'),
    });
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), salesCsvName(from, to));
  };

  const columns: Column<SalesRow>[] = [
    { key: 'day', label: t('sales.day'), render: (r) => formatDay(r.day, i18n.language) },
    {
      key: 'product',
      label: t('sales.product'),
      hideInCard: true,
      render: (r) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {r.product_name}
        </Text>
      ),
    },
    { key: 'quantity', label: t('sales.quantity'), numeric: true, render: (r) => r.quantity },
    { key: 'orders', label: t('sales.orders'), numeric: true, render: (r) => r.orders },
    { key: 'gross', label: t('sales.gross'), numeric: true, render: (r) => groupMoney(r.gross) },
    {
      key: 'discount',
      label: t('sales.discount'),
      numeric: true,
      render: (r) => minusMoney(r.discount),
    },
    {
      key: 'refunds',
      label: t('sales.refunds'),
      numeric: true,
      render: (r) =>
        r.refunded_quantity > 0
          ? `${minusMoney(r.refunds)} (${t('sales.units', { count: r.refunded_quantity })})`
          : minusMoney(r.refunds),
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

  return (
    <Stack gap="md" data-testid="admin-mall-sales-page">
      <PageHeader
        title={t('sales.heading')}
        subtitle={t('sales.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!report.data || report.data.rows.length === 0 || badRange}
            onClick={download}
            data-testid="admin-mall-sales-csv"
          >
            {t('sales.download')}
          </Button>
        }
      />
      <DayRangeCard
        range={range}
        t={t}
        resetLabel={t('sales.this_month')}
        testId="admin-mall-sales"
        resetTestId="admin-mall-sales-this-month"
      />
      {report.data && !badRange && <SalesTotals report={report.data} />}
      <ReportBody
        report={report}
        badRange={badRange}
        t={t}
        table={(data) => (
          <DataTable
            rows={data.rows}
            columns={columns}
            rowKey={(r) => `${r.day}-${r.mall_product_id}`}
            cardTitle={(r) => r.product_name}
            minWidth={900}
            testId="admin-mall-sales-table"
          />
        )}
      />
    </Stack>
  );
}
