import { Card, Group, Select, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatDateTime } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useOrders } from '../api/orders';
import {
  type OrderFilters,
  orderFilterParams,
  ordersApiQuery,
  readOrderFilters,
} from '../lib/filters';
import { itemsSummary } from '../lib/labels';
import { type OrderType, orderStatusFilters, orderTypes } from '../lib/order-actions';
import { FulfilmentBadge, OrderStatusBadge } from './order-badges';
import { OrderDrawer } from './order-drawer';

/** /admin/orders: the work queue (processing) first, every status a tab; a row opens the order. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('adminOrders');
  const names = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const orders = useOrders(filters);
  const openId = Math.floor(Number(params.get('order'))) || null;

  const go = (next: Partial<OrderFilters>, order?: number | null) => {
    const values = orderFilterParams({ ...filters, page: 1, ...next });
    const id = order === undefined ? openId : order;
    setParams(id ? { ...values, order: String(id) } : values);
  };

  const columns: Column<Order>[] = [
    {
      key: 'ref',
      label: t('orders.ref'),
      hideInCard: true,
      render: (o) => (
        <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {o.ref_no}
        </Text>
      ),
    },
    { key: 'member', label: t('orders.member'), render: (o) => <MemberCell member={o.member} /> },
    {
      key: 'items',
      label: t('orders.items'),
      render: (o) => {
        const { first, more } = itemsSummary(o.items, (item) =>
          names.orderLineName(item, o.order_type),
        );
        return (
          <Stack gap={0}>
            <Text size="sm">{first}</Text>
            {more > 0 && (
              <Text size="xs" c="dimmed">
                {t('orders.more_items', { count: more })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'fulfilment',
      label: t('orders.fulfilment'),
      render: (o) => <FulfilmentBadge order={o} />,
    },
    {
      key: 'total',
      label: t('orders.total'),
      numeric: true,
      render: (o) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          RM {groupMoney(o.total_amount)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('orders.status'),
      hideInCard: true,
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      key: 'date',
      label: t('orders.date'),
      render: (o) => formatDateTime(o.created_at, i18n.language),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        actions={
          <CsvDownloadButton
            path="/api/admin/orders"
            query={ordersApiQuery(filters)}
            testId="admin-orders-csv"
          />
        }
      />
      <StatusTabs
        values={orderStatusFilters}
        value={filters.status}
        onChange={(status) => go({ status })}
        label={(s) => t(`status.${s}`)}
        testId="admin-orders-tab"
        total={orders.data?.total}
        highlight={(s) => (s === 'processing' || s === 'return_requested' ? 'orange' : undefined)}
      >
        <SearchBar
          query={filters.search}
          onSearch={(search) => go({ search })}
          placeholder={t('orders.search_placeholder')}
          testId="admin-orders-search"
          inputStyle={{ flex: '1 1 200px' }}
          loading={orders.isFetching && !orders.isPending}
        >
          <Select
            value={filters.type ?? 'all'}
            onChange={(value) =>
              go({ type: orderTypes.find((x) => x === value) as OrderType | undefined })
            }
            data={[
              { value: 'all', label: t('types.all') },
              ...orderTypes.map((x) => ({ value: x, label: t(`types.${x}`) })),
            ]}
            aria-label={t('orders.type_filter')}
            allowDeselect={false}
            w={150}
            data-testid="admin-orders-type"
          />
        </SearchBar>
        <Card withBorder radius="md" padding="sm">
          <PagedResult
            query={orders}
            page={filters.page}
            onPage={(page) => go({ page })}
            emptyText={
              filters.search
                ? t('orders.no_match', { q: filters.search })
                : t(`orders.empty.${filters.status}`)
            }
          >
            {(records) => (
              <DataTable
                rows={records}
                columns={columns}
                rowKey={(o) => o.id}
                cardTitle={(o) => (
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text span ff="monospace" fw={600} size="sm">
                      {o.ref_no}
                    </Text>
                    <OrderStatusBadge status={o.status} />
                  </Group>
                )}
                onRowClick={(o) => go({ page: filters.page }, o.id)}
                minWidth={900}
                testId="admin-orders-table"
              />
            )}
          </PagedResult>
        </Card>
        <OrderDrawer orderId={openId} onClose={() => go({ page: filters.page }, null)} />
      </StatusTabs>
    </Stack>
  );
}
