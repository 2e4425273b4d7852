import { Select, Stack, Tabs, Title } from '@mantine/core';
import { type OrderStatus, orderStatus } from '@rangkai/shared';
import { IconPackage, IconShoppingBag, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { orderStatusLook } from '@/lib/order-status';
import { type OrderType, useDownlineOrders, useOrderHistory } from '../api/orders';
import { OrderCard } from './order-card';

type Tab = OrderType | 'downline';
const tabs: { value: Tab; icon: typeof IconPackage }[] = [
  { value: 'package', icon: IconPackage },
  { value: 'mall', icon: IconShoppingBag },
  { value: 'downline', icon: IconUsers },
];
const ALL = 'all';

function isStatus(value: string | null): value is OrderStatus {
  return (orderStatus.options as readonly string[]).includes(value ?? '');
}

/** Update some search parameters, dropping those set to undefined. */
function useParamUpdate() {
  const [params, setParams] = useSearchParams();
  return (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
}

function MyOrders({ orderType }: { orderType: OrderType }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const update = useParamUpdate();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params);
  const query = useOrderHistory({ orderType, status, page });

  return (
    <Stack gap="sm">
      <Select
        label={t('filter_status')}
        value={status ?? ALL}
        onChange={(value) =>
          update({ status: value && value !== ALL ? value : undefined, page: undefined })
        }
        data={[
          { value: ALL, label: t('all_statuses') },
          ...orderStatus.options.map((s) => ({ value: s, label: t(orderStatusLook(s).labelKey) })),
        ]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="filter-status"
      />
      <PagedRecords
        query={query}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        emptyText={t(status ? 'empty.filtered' : `empty.${orderType}`)}
      >
        {(records) => (
          <Stack gap="xs" data-testid="orders">
            {records.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </PagedRecords>
    </Stack>
  );
}

function DownlineOrders() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const update = useParamUpdate();
  const page = pageParam(params);
  const query = useDownlineOrders(page);
  return (
    <PagedRecords
      query={query}
      page={page}
      onPage={(next) => update({ page: String(next) })}
      emptyText={t('empty.downline')}
    >
      {(records) => (
        <Stack gap="xs" data-testid="downline-orders">
          {records.map((order) => (
            <OrderCard key={order.id} order={order} showMember />
          ))}
        </Stack>
      )}
    </PagedRecords>
  );
}

/**
 * /web/product/orderHistory: the member's package orders (starter kits), mall orders, and the
 * orders of their sponsor downline; tab, status filter and page kept in the URL.
 */
export function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = tabParam === 'mall' || tabParam === 'downline' ? tabParam : 'package';

  return (
    <Stack gap="md" data-testid="order-history-page">
      <Title order={3}>{t('history_title')}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'package' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List grow mb="sm">
          {tabs.map(({ value, icon: Icon }) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={<Icon size={16} />}
              px={6}
              data-testid={`orders-tab-${value}`}
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="package">
          <MyOrders orderType="package" />
        </Tabs.Panel>
        <Tabs.Panel value="mall">
          <MyOrders orderType="mall" />
        </Tabs.Panel>
        <Tabs.Panel value="downline">
          <DownlineOrders />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
