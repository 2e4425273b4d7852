import { Button, Card, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminProduct } from '@rangkai/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useAdminCategories } from '../api/categories';
import { useAdminProducts } from '../api/products';
import { priceFields } from '../lib/product-form';
import {
  coverThumb,
  type ProductFilters,
  productFilters,
  productSearch,
} from '../lib/product-list';
import { ProductCard } from './product-card';
import { ProductThumb } from './product-thumb';
import { ProductBadges } from './status-badges';
import { StockText } from './stock-text';

const ALL = 'all';

/** /admin/mall/products: the catalogue, any state, with search and filters. */
export function ProductsPage() {
  const { t } = useTranslation('adminMall');
  const navigate = useNavigate();
  const canEdit = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const filters = productFilters(params);
  const list = useAdminProducts(filters);
  const categories = useAdminCategories();
  const go = (next: Partial<ProductFilters>) =>
    setParams(productSearch({ ...filters, page: 1, ...next }));
  const open = (product: AdminProduct) => navigate(`/admin/mall/products/${product.id}`);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const columns: Column<AdminProduct>[] = [
    {
      key: 'picture',
      label: t('products.picture'),
      render: (p) => <ProductThumb src={coverThumb(p)} />,
    },
    {
      key: 'name',
      label: t('products.name'),
      hideInCard: true,
      render: (p) => <ProductName product={p} />,
    },
    ...priceFields.map((field) => ({
      key: field,
      label: t(`prices.${field}`),
      numeric: true,
      render: (p: AdminProduct) => groupMoney(p.price[field]),
    })),
    {
      key: 'stock',
      label: t('products.stock'),
      numeric: true,
      render: (p) => <StockText stock={p.stock} />,
    },
    { key: 'sold', label: t('products.sold'), numeric: true, render: (p) => p.sold },
    {
      key: 'state',
      label: t('products.state'),
      render: (p) => <ProductBadges active={p.active} featured={p.featured} stacked />,
    },
  ];

  return (
    <Stack gap="md" data-testid="admin-mall-products-page">
      <PageHeader
        title={t('products.heading')}
        subtitle={t('products.subtitle')}
        actions={
          canEdit && (
            <Button
              component={Link}
              to="/admin/mall/products/new"
              leftSection={<IconPlus size={16} />}
              data-testid="admin-mall-product-new"
            >
              {t('products.new')}
            </Button>
          )
        }
      />
      <SearchBar
        query={filters.keyword}
        onSearch={(keyword) => go({ keyword })}
        placeholder={t('products.search')}
        testId="admin-mall-product-search"
        inputStyle={{ flex: '1 1 220px' }}
        loading={list.isFetching}
      >
        <Select
          aria-label={t('products.category')}
          data={[
            { value: ALL, label: t('products.all_categories') },
            ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name_en })),
          ]}
          value={filters.category ? String(filters.category) : ALL}
          onChange={(v) => go({ category: v && v !== ALL ? Number(v) : null })}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
          data-testid="admin-mall-product-category"
        />
        <Select
          aria-label={t('products.state')}
          data={[
            { value: ALL, label: t('products.all_states') },
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.inactive') },
          ]}
          value={filters.active ?? ALL}
          onChange={(v) => go({ active: v === 'true' || v === 'false' ? v : null })}
          allowDeselect={false}
          style={{ flex: '0 1 140px' }}
          data-testid="admin-mall-product-active"
        />
      </SearchBar>
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={list}
          page={filters.page}
          onPage={(page) => go({ page })}
          emptyText={t(
            filters.keyword || filters.category || filters.active
              ? 'products.empty_filtered'
              : 'products.empty',
          )}
        >
          {(rows) =>
            wide ? (
              <DataTable
                rows={rows}
                columns={columns}
                rowKey={(p) => p.id}
                cardTitle={(p) => <ProductName product={p} />}
                onRowClick={open}
                minWidth={980}
                testId="admin-mall-products-table"
              />
            ) : (
              <Stack gap="xs" data-testid="admin-mall-products-table">
                {rows.map((p) => (
                  <ProductCard key={p.id} product={p} onOpen={() => void open(p)} />
                ))}
              </Stack>
            )
          }
        </PagedResult>
      </Card>
    </Stack>
  );
}

/** The English name, the others and the category under it. */
function ProductName({ product }: { product: AdminProduct }) {
  const others = [product.product_name_cn, product.product_name_ms].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} maw={260}>
      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {product.product_name}
      </Text>
      {others && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {others}
        </Text>
      )}
      <Text size="xs" c="teal.8">
        {product.category_name}
      </Text>
    </Stack>
  );
}
