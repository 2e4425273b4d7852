import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { businessZoneLabel, isDay, thisMonth } from '@/lib/business-time';
import { saveFile } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { type SalesReport, type SalesRow, useSalesReport } from '../api/sales';
import { salesCsv, salesCsvName } from '../lib/sales-csv';

const minus = (amount: string) => (amount === '0.00' ? '0.00' : `−${groupMoney(amount)}`);

/** The range's totals: units, vouchers and refunds off, net revenue, and shipping beside it. */
function SalesTotals({ report }: { report: SalesReport }) {
  const { t } = useTranslation('adminMall');
  const figures = [
    { key: 'quantity', value: String(report.total_quantity) },
    { key: 'discount', value: `RM ${minus(report.total_discount)}` },
    { key: 'refunds', value: `RM ${minus(report.total_refunds)}` },
    { key: 'amount', value: `RM ${groupMoney(report.total_amount)}`, strong: true },
    { key: 'shipping', value: `RM ${groupMoney(report.total_shipping)}` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="admin-mall-sales-totals">
      {figures.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed">
            {t(`sales.total_${f.key}`)}
          </Text>
          <Text
            fw={f.strong ? 800 : 700}
            size="lg"
            c={f.strong ? 'teal.8' : undefined}
            data-testid={`admin-mall-sales-total-${f.key}`}
          >
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /admin/mall/sales: mall sales by day and product between two days (this month by default). */
export function SalesPage() {
  const { t } = useTranslation('adminMall');
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const from = isDay(params.get('from') ?? '') ? (params.get('from') as string) : month.from;
  const to = isDay(params.get('to') ?? '') ? (params.get('to') as string) : month.to;
  const badRange = from > to;
  const report = useSalesReport(from, to);
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isDay(value)) return;
    setParams({ from, to, [key]: value });
  };

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
    { key: 'day', label: t('sales.day'), render: (r) => r.day },
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
      render: (r) => minus(r.discount),
    },
    {
      key: 'refunds',
      label: t('sales.refunds'),
      numeric: true,
      render: (r) =>
        r.refunded_quantity > 0
          ? `${minus(r.refunds)} (${t('sales.units', { count: r.refunded_quantity })})`
          : minus(r.refunds),
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
        rowKey={(r) => `${r.day}-${r.mall_product_id}`}
        cardTitle={(r) => r.product_name}
        minWidth={900}
        testId="admin-mall-sales-table"
      />
    );
  }

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
      <Card withBorder radius="md" padding="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label={t('sales.from')}
            value={from}
            max={to}
            onChange={(event) => setDay('from', event.currentTarget.value)}
            data-testid="admin-mall-sales-from"
          />
          <TextInput
            type="date"
            label={t('sales.to')}
            value={to}
            min={from}
            onChange={(event) => setDay('to', event.currentTarget.value)}
            data-testid="admin-mall-sales-to"
          />
          <Button
            variant="subtle"
            onClick={() => setParams({})}
            data-testid="admin-mall-sales-this-month"
          >
            {t('sales.this_month')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          {t('sales.range_hint', { zone: businessZoneLabel() })}
        </Text>
      </Card>
      {report.data && !badRange && <SalesTotals report={report.data} />}
      <Card withBorder radius="md" padding="sm">
        {body}
      </Card>
    </Stack>
  );
}
