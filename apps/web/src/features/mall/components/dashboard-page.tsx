import { Button, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { frontPageFilters, type ProductFilter, useCategories, useProducts } from '../api/catalogue';
import { PriceNote } from './price';
import classes from './shop.module.css';
import { EmptyState, LoadError, ProductCard, ProductGrid, ProductGridSkeleton } from './shop-parts';

const FEATURED_SHOWN = 8;

// The shop's banners come with the news feature's carousel, loaded beside the product lists.
const BannerStrip = lazy(() => import('@/features/news').then((m) => ({ default: m.BannerStrip })));

/**
 * Page `page` of the list: its cards, then (on the last page shown) the next page's button or,
 * once asked, the next page itself.
 */
function ProductPageCards({
  filter,
  page,
  emptyText,
  limit,
}: {
  filter: ProductFilter;
  page: number;
  emptyText: string;
  limit?: boolean;
}) {
  const { t } = useTranslation('mall');
  const query = useProducts(filter, page);
  const [more, setMore] = useState(false);
  if (query.isPending) return <ProductGridSkeleton count={page === 1 ? 4 : 2} />;
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { last_page: lastPage } = query.data;
  // The featured row shows a few; the lists below page through everything.
  const records = limit ? query.data.records.slice(0, FEATURED_SHOWN) : query.data.records;
  if (page === 1 && records.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <ProductGrid>
        {records.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ProductGrid>
      {!limit &&
        page < lastPage &&
        (more ? (
          <ProductPageCards filter={filter} page={page + 1} emptyText={emptyText} />
        ) : (
          <Button variant="light" onClick={() => setMore(true)} data-testid="load-more">
            {t('load_more')}
          </Button>
        ))}
    </>
  );
}

/** A grid of products that loads the next page on request. */
function ProductList({
  filter,
  emptyText,
  limit,
  testId,
}: {
  filter: ProductFilter;
  emptyText: string;
  /** Only the first page (the featured row). */
  limit?: boolean;
  testId: string;
}) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <ProductPageCards
        key={JSON.stringify(filter)}
        filter={filter}
        page={1}
        emptyText={emptyText}
        limit={limit}
      />
    </Stack>
  );
}

function CategoryChips({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation('mall');
  const categories = useCategories(i18n.language);
  if (categories.isError) return null;
  return (
    <div className={classes.chips} data-testid="category-chips">
      <Chip
        checked={value === undefined}
        onChange={() => onChange(undefined)}
        size="sm"
        radius="xl"
      >
        {t('all_categories')}
      </Chip>
      {(categories.data?.records ?? [])
        .filter((c) => c.product_count > 0)
        .map((category) => (
          <Chip
            key={category.id}
            checked={value === category.id}
            onChange={() => onChange(category.id)}
            size="sm"
            radius="xl"
            styles={{ label: { whiteSpace: 'nowrap' } }}
            data-testid="category-chip"
          >
            {category.name}
          </Chip>
        ))}
    </div>
  );
}

/**
 * Spec §2 dashboard (visitors and members): banners, categories, featured and newest products, and the
 * header search's results when the URL has `?keyword=`.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('mall');
  const signedIn = useToken() !== null;
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const categoryId = Number(params.get('category')) || undefined;
  const language = i18n.language;

  if (keyword) {
    return (
      <Stack gap="md" data-testid="search-results">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('search.results', { keyword })}
          </Title>
          <Button
            component={Link}
            to="/web/dashboard"
            size="xs"
            variant="subtle"
            leftSection={<IconX size={14} />}
            style={{ flexShrink: 0 }}
            data-testid="search-clear"
          >
            {t('search.clear')}
          </Button>
        </Group>
        <ProductList
          filter={{ keyword, language, signedIn }}
          emptyText={t('search.none', { keyword })}
          testId="search-products"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="mall-dashboard">
      <Suspense fallback={null}>
        <BannerStrip />
      </Suspense>
      <Group justify="space-between" align="center">
        <Title order={3}>{t('title')}</Title>
        {signedIn && (
          <Group gap={4}>
            <Button
              component={Link}
              to="/web/voucherList"
              size="xs"
              variant="light"
              data-testid="to-vouchers"
            >
              {t('vouchers.title')}
            </Button>
            <Button
              component={Link}
              to="/web/product/cart"
              size="xs"
              variant="light"
              data-testid="to-cart"
            >
              {t('cart.title')}
            </Button>
          </Group>
        )}
      </Group>
      <PriceNote />
      <CategoryChips
        value={categoryId}
        onChange={(id) =>
          setParams(id ? { category: String(id) } : {}, { replace: true, preventScrollReset: true })
        }
      />
      {categoryId === undefined ? (
        <FeaturedThenNewest language={language} signedIn={signedIn} />
      ) : (
        <NewestProducts filter={{ categoryId, sort: 'newest', language, signedIn }} />
      )}
    </Stack>
  );
}

function NewestProducts({ filter }: { filter: ProductFilter }) {
  const { t } = useTranslation('mall');
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('newest')}</Text>
      <ProductList filter={filter} emptyText={t('empty')} testId="newest-products" />
    </Stack>
  );
}

/**
 * The featured row, shown only when it has products, then the newest products. The newest wait
 * for the featured row's answer: placed below its placeholder, they would move up when the row
 * turns out empty (a layout shift on every visit to a shop without featured products).
 */
function FeaturedThenNewest({ language, signedIn }: { language: string; signedIn: boolean }) {
  const { t } = useTranslation('mall');
  const { featured: filter, newest } = frontPageFilters(language, signedIn);
  const featured = useProducts(filter, 1);
  const shown = !featured.isSuccess || featured.data.records.length > 0;
  return (
    <>
      {shown && (
        <Stack gap="xs">
          <Text fw={700}>{t('featured')}</Text>
          <ProductList filter={filter} emptyText={t('empty')} limit testId="featured-products" />
        </Stack>
      )}
      {!featured.isPending && <NewestProducts filter={newest} />}
    </>
  );
}
